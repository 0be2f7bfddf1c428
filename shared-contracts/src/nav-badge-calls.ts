import { z } from 'zod';

/*
 * The shell's nav badge reads: the shell is on every signed-in page, so they are in the
 * core entry (docs/adr/047). The library's own calls are in library-calls.ts.
 */

/** The nav badge: the customer's library assets added since they last marked them seen. */
export const unseenAssetsResponseSchema = z.object({ result: z.object({ count: z.number().int().nonnegative() }) });
export type UnseenAssets = z.infer<typeof unseenAssetsResponseSchema>['result'];
