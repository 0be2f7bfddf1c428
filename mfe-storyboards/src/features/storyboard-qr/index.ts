// The storyboard QR code (001 §2, §4 QR flow): the "CREATE QR CODE" modal the action bar
// opens (loaded on first opening), and its slice and saga for the remote's store
// (store.ts takes them from ./state, without the UI).
export { QrCodeDialog } from './QrCodeDialog';
export type { QrCodeModalProps } from './QrCodeModal';
export { storyboardQrSlice, storyboardQrSaga } from './state';
