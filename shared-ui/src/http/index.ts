/**
 * The one http client of the host and every remote (ARCHITECTURE.md §3), also served as
 * the light singleton entry `@portal/shared-ui/http`: no React and no antd, so the
 * host's page prefetch can read the registry before the shell's chunks arrive (ADR 006).
 * The `useHttpClient` hook is exported from the main entry only.
 */
export { ApiError, InvalidResponseError, NetworkError } from './apiError';
export {
  ACCESS_TOKEN_HEADER,
  AS_PRELOADED,
  createHttpClient,
  type FetchInit,
  type HttpClient,
  type HttpClientOptions,
  type HttpMethod,
  type Query,
  type RawOptions,
  type RequestOptions,
} from './client';
export { getAccount, listProducts } from './billingCalls';
// A file's bytes to an upload ticket's signed URL, with progress (XMLHttpRequest: fetch reports none).
export { uploadFile, type UploadDestination, type UploadFileOptions, type UploadProgress } from './upload';
// Files the api serves to a signed-in caller only (an invoice PDF): fetched with the token, saved from memory.
export { apiPathOf, fetchApiFile, fileNameOf, saveFile, startBrowserDownload, type ApiFile } from './apiFile';
// Asset references to URLs the browser can load (docs/adr/019); the hooks are in the main entry.
export { CARD_IMAGE_SIZES, assetImageSources, assetUrl, type AssetImageSources } from './assetUrl';
