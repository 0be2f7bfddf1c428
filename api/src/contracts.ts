/**
 * The one seam between the api and @portal/shared-contracts.
 *
 * The contracts package has no `index.ts` yet, so the api imports the files it needs
 * directly; when the index lands (and `api.ts` with `apiErrorSchema`), switch these
 * lines to `from '@portal/shared-contracts'` and delete the local error schema below.
 * Nothing else in the api imports the contracts package, so the swap is one file.
 */
import { z } from 'zod';

export {
  DEFAULT_PORTS,
  REGISTRY_PATH,
  REMOTE_NAMES,
  registryEntrySchema,
  registrySchema,
  type Registry,
  type RegistryEntry,
  type RemoteName,
} from '@portal/shared-contracts/src/remotes';
export { ROLES, TIERS, type Role, type Tier } from '@portal/shared-contracts/src/tiers';

/**
 * Body of every error the api returns (`{ error_code, error_message }`).
 * Local stand-in for shared-contracts' `apiErrorSchema` (same shape).
 */
export const apiErrorSchema = z.object({
  error_code: z.string().min(1),
  error_message: z.string(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
