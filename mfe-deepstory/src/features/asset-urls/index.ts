// Signed URLs of Deep Story's private files (POST /proxy/v1/customers/{id}/asset-urls):
// the hook and the image or player with the fallback of 002 §8, for every page of the
// remote. store.ts takes the slice and the saga.
export { useSignedUrl, type SignedUrl } from './useSignedUrl';
export { SignedMedia, type SignedMediaProps } from './SignedMedia';
export { signedUrlsSlice } from './slice';
export { signedUrlsSaga } from './sagas';
