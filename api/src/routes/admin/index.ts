import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminActionRoutes } from './actions';
import { adminDashboardRoutes } from './dashboard';
import { adminReadRoutes, type AdminReadRoutesOptions } from './reads';

export type AdminRoutesOptions = AdminReadRoutesOptions;

/**
 * The admin calls of 002 §7 and the audit log (docs/adr/031). Every route is behind
 * requireAdmin (onRequest: 401 without a valid token, 403 for a customer, before the
 * body is read); the actions of the confirmation modal also need the re-authentication
 * header and are written to the audit log.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, opts) => {
  await app.register(adminReadRoutes, opts);
  await app.register(adminActionRoutes);
  await app.register(adminDashboardRoutes);
};
