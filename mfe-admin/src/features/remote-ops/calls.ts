import {
  registryPaths,
  remoteOpsResponseSchema,
  remoteReleaseResponseSchema,
  type RemoteName,
  type RemoteOps,
  type RemoteRelease,
} from '@portal/shared-contracts/core';
import type { HttpClient } from '@portal/shared-ui/http';

/** GET /admin/remotes: every remote's releases and the load figures of each version. */
export async function getRemoteOps(signal: AbortSignal, client: HttpClient): Promise<RemoteOps> {
  return (await client.get(registryPaths.adminRemotes, remoteOpsResponseSchema, { signal })).result;
}

/** POST /v1/registry/remotes/:name/rollback with the admin's session: the previous live version is live again. */
export async function rollbackRemote(signal: AbortSignal, client: HttpClient, name: RemoteName): Promise<RemoteRelease> {
  return (await client.post(registryPaths.rollback(name), {}, remoteReleaseResponseSchema, { signal })).result;
}
