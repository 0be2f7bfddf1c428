/** @portal/shared-contracts/admin: the admin pages' calls, limits and texts (000 §8, 002). */
export * from '../admin-calls';
export * from '../admin-dashboard-calls';
export * from '../constants/admin';
export * from '../messages/admin';
