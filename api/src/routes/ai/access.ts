import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FEATURES } from '../../contracts';
import { customerOf } from '../../plugins/app/customers/account-settings';
import { identityOf } from '../../plugins/app/identity/auth/authenticate';
import type { AssetCaller } from '../../plugins/app/reusable-assets/reusable-asset-service';

/*
 * What every /ai route shares (002 §6, §7; docs/adr/029): a signed-in caller whose plan
 * includes Deep Story (viewDeepStory) or an admin, else 403 FEATURE_NOT_IN_PLAN; the
 * caller's customer and identity, for the service's user_id and ownership checks
 * (plugins/app/ai/ai-service.ts requireAiUser, aiStoryboardOf).
 */

/** The hooks of an /ai route: authenticate, then the plan's Deep Story feature (admins pass). */
export function aiGate(app: FastifyInstance) {
  return { onRequest: app.authenticate, preHandler: app.requireFeature(FEATURES.viewDeepStory) };
}

/** The caller: their customer record and the identity (`sub`) of their token. */
export async function aiCallerOf(app: FastifyInstance, request: FastifyRequest): Promise<AssetCaller> {
  const identity = identityOf(request);
  return { customer: await customerOf(app.db, identity), sub: identity.sub };
}

export const AI_TAGS = ['deep story'];
