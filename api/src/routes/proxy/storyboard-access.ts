import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { okResultSchema } from '../../contracts';
import { customerOf } from '../../plugins/app/customers/account-settings';
import type { Customer } from '../../plugins/app/customers/customer-repository';
import { identityOf } from '../../plugins/app/identity/auth/authenticate';
import type { StoryboardService } from '../../plugins/app/storyboards/storyboard-service';

/** What the storyboard and marketplace routes under /proxy/v1/customers/{customerId} share. */
export const CUSTOMER_BASE = '/proxy/v1/customers/:customerId';
export const pathId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const customerParams = z.object({ customerId: pathId });
export const storyboardParams = customerParams.extend({ id: pathId });
export const listingParams = customerParams.extend({ listingId: pathId });
export const done = okResultSchema;

/** The caller, once they may act on the path's customer (their own, or any for an admin; 403 else). */
export function callerFor(app: FastifyInstance, service: StoryboardService) {
  return async (request: FastifyRequest, customerId: number): Promise<Customer> => {
    const caller = await customerOf(app.db, identityOf(request));
    service.requireCustomer(caller, customerId);
    return caller;
  };
}
