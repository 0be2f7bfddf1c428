// What the uploads feature (001 §2 Storymaker uploads, §4 "Adding a script from an upload",
// upload states) offers the pages: the uploader of /storymaker, the "Upload file" button
// and its modal, the progress area and the "Processing Storyboard..." dialog. The store
// and AppRoutes take the slice, the saga and the leave warning from ./root.
export { Uploader } from './components/Uploader';
export { UploadButton } from './components/UploadButton';
export { UploadModal, type UploadModalProps } from './components/UploadModal';
export { UploadsProgress } from './components/UploadsProgress';
export { ProcessingDialog } from './components/ProcessingDialog';
export { selectRunningCreation, selectUploading, selectUploads } from './slice';
export { uploadsSlice, uploadsSaga, UploadLeaveGuard } from './root';
