// The upload ticket flow for Deep Story's files (002 §3, §8): the pages keep a chosen file
// on the shelf (checked for its slot), and their saves upload it and put its key in the
// metadata.
export { keepFile, keptFile, releaseFiles } from './shelf';
export { checkSlotFile, declaredType, slotAccept, FILE_SLOTS, type FileSlot, type SlotCheck } from './files';
export { uploadKeptFile, type UploadOptions, type UploadTarget } from './upload';
export { isRefusedUpload } from './failures';
export { ChooseFileButton, type ChooseFileButtonProps } from './ChooseFileButton';
export { holdDraftFiles } from './holdFiles';
