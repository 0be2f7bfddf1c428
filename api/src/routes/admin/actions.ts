import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  ADMIN_REAUTH_HEADER,
  ADMIN_REAUTH_MAX_AGE_S,
  adminCancelSubscriptionBodySchema,
  adminCancelSubscriptionResponseSchema,
  adminDeleteUserBodySchema,
  adminDeleteUserResponseSchema,
  adminUpdateUserAttributesBodySchema,
  adminUpdateUserAttributesResponseSchema,
} from '../../contracts';
import { cancelSubscription, deleteUser, updateIndustry } from '../../plugins/app/admin';
import { errorResponses } from '../../schemas/errors';

/** The re-authentication header: optional in the schema, so a missing proof is refused (401) and audited like a stale one. */
const reauthHeaders = z.looseObject({
  [ADMIN_REAUTH_HEADER]: z
    .string()
    .max(8192)
    .optional()
    .describe(`The id token of the admin's re-authentication (e-mail and password entered again), auth_time within ${ADMIN_REAUTH_MAX_AGE_S} s`),
});
const REAUTH =
  `Needs header ${ADMIN_REAUTH_HEADER}: the admin's own id token from a sign-in within the last ${ADMIN_REAUTH_MAX_AGE_S} s ` +
  '(401 REAUTH_REQUIRED otherwise). Written to the audit log, refusals and failures included.';
const TAGS = ['admin'];

/** The actions of the confirmation modal (002 §4): edit industry, cancel subscription, delete user. */
export const adminActionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/admin/updateUserAttributes',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: TAGS,
        summary: "Set a user's custom:industry",
        description: `${REAUTH} Also copied to the customer record. 404 USER_NOT_FOUND.`,
        headers: reauthHeaders,
        body: adminUpdateUserAttributesBodySchema,
        response: { 200: adminUpdateUserAttributesResponseSchema, ...errorResponses(400, 401, 403, 404, 500, 501) },
      },
    },
    async (request) => ({ result: await updateIndustry(app.admin, request, request.body.data) }),
  );

  app.post(
    '/admin/cancelSubscriptionByCustomerId',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: TAGS,
        summary: "Cancel a payment customer's live subscription at once",
        description:
          `${REAUTH} customer_id is the payment customer (custom:stripe-customer-id). 409 ALREADY_CANCELLED ` +
          `("${ADMIN_MESSAGES.alreadyCancelled}") when none is live; 404 NO_SUBSCRIPTION ("${ADMIN_MESSAGES.noSubscription}") when there never was one.`,
        headers: reauthHeaders,
        body: adminCancelSubscriptionBodySchema,
        response: { 200: adminCancelSubscriptionResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 500, 502) },
      },
    },
    async (request) => ({ result: await cancelSubscription(app.admin, request, request.body.data.customer_id) }),
  );

  app.delete(
    '/admin/deleteUserByUsername',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: TAGS,
        summary: 'Delete a user: identity, customer record and everything they own',
        description:
          `${REAUTH} One transaction removes the identity, the customer and every record they own; their files and their live ` +
          'subscriptions at the payment gateway follow as jobs (cleanup pending). 404 USER_NOT_FOUND; 409 CANNOT_DELETE_SELF.',
        headers: reauthHeaders,
        body: adminDeleteUserBodySchema,
        response: { 200: adminDeleteUserResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 500, 501) },
      },
    },
    async (request) => ({ result: await deleteUser(app.admin, request, request.body.data.username) }),
  );
};
