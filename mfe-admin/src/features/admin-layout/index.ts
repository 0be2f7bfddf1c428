// The /admin page frame: heading, tabs (Dashboard, Users, Audit log) and the date filter.
export { AdminLayout, tabOf } from './AdminLayout';
