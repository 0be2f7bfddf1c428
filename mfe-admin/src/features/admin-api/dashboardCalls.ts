import { adminDashboardResponseSchema, type AdminDashboard } from '@portal/shared-contracts/admin';
import type { HttpClient } from '@portal/shared-ui/http';

/** The Dashboard tab's one call (shared-contracts admin-dashboard-calls.ts; docs/adr/032). */
export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';

/** The date filter's range as instants: [from midnight, the midnight after the to day). */
export interface DashboardBounds {
  readonly fromMs: number;
  readonly toMs: number;
}

/** GET /admin/dashboard?from=&to= (epoch ms): the figures of the range, and the snapshot ones. */
export async function getDashboard(signal: AbortSignal, client: HttpClient, bounds: DashboardBounds): Promise<AdminDashboard> {
  return (await client.get(ADMIN_DASHBOARD_PATH, adminDashboardResponseSchema, { signal, query: { from: bounds.fromMs, to: bounds.toMs } })).result;
}
