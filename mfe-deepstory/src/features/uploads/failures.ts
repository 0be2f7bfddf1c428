import { ApiError } from '@portal/shared-ui/http';

/**
 * Whether an upload failed because the api or the store refused it (an answer with an
 * error status: "Failed to upload ...", 002 §8) rather than something else going wrong
 * on the way, no answer at all included ("Error uploading ...").
 */
export const isRefusedUpload = (error: unknown): boolean => error instanceof ApiError && error.status >= 400;
