// What the remote's root takes from the uploads feature: the slice and saga for store.ts,
// and the leave warning for AppRoutes (mounted on every page, as an upload outlives its
// page). Light: the modal and the progress area stay in the pages' chunks (index.ts).
export { uploadsSlice } from './slice';
export { uploadsSaga } from './sagas';
export { UploadLeaveGuard } from './UploadLeaveGuard';
