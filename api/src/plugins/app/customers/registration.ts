import type { Db } from '../../../db';
import { CUSTOMER_ATTRIBUTES as ATTR, PROJECT_ENVIRONMENTS } from '../../../contracts';
import type { PaymentGatewayService } from '../billing/payment-gateway';
import { ApiError } from '../errors';
import { serverAttributes } from '../identity/attributes';
import type { Identity } from '../identity/auth/authenticate';
import type { IdentityServices } from '../identity/identity-services';
import { customerRepository } from './customer-repository';
import { devCodeCandidates, firstFreeCode, liveCodeCandidates, NoFreeProjectCodeError } from './project-codes';

export interface RegistrationDeps {
  readonly db: Db;
  readonly payments: PaymentGatewayService;
  /** The local pool, to record custom:stripe-customer-id; null in aws mode. */
  readonly identity: IdentityServices | null;
}

export interface Registration {
  readonly id: number;
  /** False when the customer already existed (nothing was written). */
  readonly created: boolean;
}

const claim = (identity: Identity, name: string): string => {
  const value = identity.claims[name];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * POST /register-customer (000 §4: "when sign-in finds no user in the product backend,
 * the user is registered there"). Idempotent by e-mail. The profile comes from the id
 * token's attributes (the pool's own, in either identity mode); the fields the pool does
 * not hold (company, role, post code) stay empty until the customer edits them.
 */
export async function registerCustomer(deps: RegistrationDeps, identity: Identity): Promise<Registration> {
  const email = identity.email.trim().toLowerCase();
  const existing = await customerRepository(deps.db).findByEmail(email);
  if (existing) return { id: existing.id, created: false };

  try {
    return await deps.db.transaction(async (tx) => {
      const customers = customerRepository(tx);
      const id = await customers.insert({
        email,
        givenName: claim(identity, ATTR.GIVEN_NAME),
        familyName: claim(identity, ATTR.FAMILY_NAME),
        country: claim(identity, ATTR.COUNTRY),
        industry: claim(identity, ATTR.INDUSTRY),
        companyName: '',
        roleInCompany: '',
        postCode: '',
      });
      if (id === null) {
        // A concurrent registration won the race: answer with its row.
        const winner = await customers.findByEmail(email);
        if (!winner) throw new Error(`customer ${email} vanished`);
        return { id: winner.id, created: false };
      }
      const taken = (code: string): Promise<boolean> => customers.isProjectCodeTaken(code);
      const live = await firstFreeCode(liveCodeCandidates(email), taken);
      if (!(await customers.insertProject(id, PROJECT_ENVIRONMENTS.Live, live))) throw new NoFreeProjectCodeError(live);
      const dev = await firstFreeCode(devCodeCandidates(live), taken);
      if (!(await customers.insertProject(id, PROJECT_ENVIRONMENTS.Dev, dev))) throw new NoFreeProjectCodeError(dev);

      const billingCustomerId = await deps.payments.bind(tx).ensureCustomer(id, email);
      await deps.identity
        ?.users(tx)
        .mergeAttributes(identity.sub, serverAttributes({ [ATTR.STRIPE_CUSTOMER_ID]: billingCustomerId }));
      return { id, created: true };
    });
  } catch (err) {
    if (err instanceof NoFreeProjectCodeError) {
      throw ApiError.conflict('No free project code could be derived; try again', 'PROJECT_CODE_TAKEN');
    }
    throw err;
  }
}
