// What the uploads feature (001 §2 Storymaker uploads, §4 "Adding a script from an upload",
// upload states) offers other features: its state, and for the storyboard editor
// uploadOneFile (a file dropped on the cover or a shot, checked with checkFile and kept on
// the shelf until its save). Its components are for the pages, in ./components, so that a
// feature using this entry does not bring them into the store's chunk. The store and
// AppRoutes take the slice, the saga and the leave warning from ./root.
export { selectRunningCreation, selectUploading, selectUploads } from './slice';
export { uploadsSlice, uploadsSaga, UploadLeaveGuard } from './root';
export { uploadOneFile, type SendOptions, type UploadedAsset } from './sendFile';
export { shelveFile, shelvedFile, takeShelvedFile } from './fileShelf';
export { checkFile, type FileCheck } from './files';
