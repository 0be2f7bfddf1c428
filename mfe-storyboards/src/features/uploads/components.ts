// The uploads feature's components, for the Storymaker pages (features use ./index): the
// uploader of /storymaker, the "Upload Storyboard or Asset" modal, the progress area and
// the "Processing Storyboard..." dialog.
export { Uploader } from './components/Uploader';
export { UploadModal, type UploadModalProps } from './components/UploadModal';
export { UploadsProgress } from './components/UploadsProgress';
export { ProcessingDialog } from './components/ProcessingDialog';
