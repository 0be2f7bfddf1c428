// The typed call layer of every /admin call of 002 §7 (shared-contracts admin-calls.ts);
// used by every admin feature; no UI here.
export {
  ADMIN_PATHS,
  cancelSubscription,
  deleteUser,
  getAuditLog,
  getCustomerInvoices,
  getCustomerUsers,
  getInvoices,
  getStoryboardNumber,
  getStripeUsers,
  getVideoNumber,
  updateIndustry,
  type CustomerUsersQuery,
} from './calls';
export { adminClientOf } from './context';
export { ADMIN_DASHBOARD_PATH, getDashboard, type DashboardBounds } from './dashboardCalls';
