/**
 * The one seam between the api and @portal/shared-contracts: the api imports contracts
 * only through this file, so a rename there is a one-line change here.
 */
export {
  apiErrorSchema,
  healthSchema,
  readinessSchema,
  DEFAULT_PORTS,
  REGISTRY_PATH,
  REMOTE_NAMES,
  registrySchema,
  ROLES,
  TIERS,
  type ApiError as ApiErrorBody,
  type Readiness,
  type Registry,
  type Role,
  type Tier,
} from '@portal/shared-contracts';
