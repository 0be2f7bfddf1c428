import type { Db } from '../../../db';
import type { PaymentMethod } from '../../../contracts';
import { newClientSecret, newId, sha256Hex } from './ids';
import { PaymentMethodNotFoundError, type BillingCustomer, type OwnedPaymentMethod, type SetupIntent } from './payment-gateway';
import { checkTestCard, type CardInput } from './test-cards';

interface PaymentMethodRow {
  id: string;
  billing_customer_id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

const PM_COLUMNS = 'pm.id, pm.billing_customer_id, pm.brand, pm.last4, pm.exp_month, pm.exp_year';

const toPaymentMethod = (r: PaymentMethodRow): PaymentMethod => ({
  id: r.id,
  type: 'card',
  card: { brand: r.brand, last4: r.last4, exp_month: Number(r.exp_month), exp_year: Number(r.exp_year) },
});

export async function createSetupIntentLocal(db: Db, billingCustomerId: string, now: Date): Promise<SetupIntent> {
  const id = newId('seti');
  const clientSecret = newClientSecret(id);
  await db.query(
    `insert into billing_setup_intents (id, billing_customer_id, client_secret_sha256, created) values ($1, $2, $3, $4)`,
    [id, billingCustomerId, sha256Hex(clientSecret), now],
  );
  return { id, client_secret: clientSecret, status: 'requires_payment_method' };
}

/** The intent a client secret authorises, or null (unknown secrets look alike whatever the reason). */
export async function setupIntentBySecret(
  db: Db,
  clientSecret: string,
): Promise<{ id: string; billingCustomerId: string; customerId: number; status: SetupIntent['status'] } | null> {
  const { rows } = await db.query<{ id: string; billing_customer_id: string; customer_id: number; status: SetupIntent['status'] }>(
    `select si.id, si.billing_customer_id, b.customer_id, si.status
     from billing_setup_intents si join billing_customers b on b.id = si.billing_customer_id
     where si.client_secret_sha256 = $1`,
    [sha256Hex(clientSecret)],
  );
  const r = rows[0];
  return r ? { id: r.id, billingCustomerId: r.billing_customer_id, customerId: Number(r.customer_id), status: r.status } : null;
}

export interface BillingDetails {
  readonly name?: string | undefined;
  readonly address?: { readonly country?: string | undefined } | undefined;
}

/** Raised when confirming an intent that already succeeded (Stripe's setup_intent_unexpected_state). */
export class SetupIntentStateError extends Error {
  override readonly name = 'SetupIntentStateError';
}

/**
 * Confirms a setup intent with a test card, as Stripe.js does against Stripe: a refused
 * card throws CardError and changes nothing (the intent still requires a payment method);
 * an accepted one becomes a payment method of the intent's customer. Only the brand,
 * last four digits and expiry are written.
 */
export async function confirmSetupLocal(
  db: Db,
  setupIntentId: string,
  card: CardInput,
  billing: BillingDetails,
  now: Date,
): Promise<{ id: string; status: 'succeeded'; payment_method: string }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ billing_customer_id: string; status: string }>(
      'select billing_customer_id, status from billing_setup_intents where id = $1 for update',
      [setupIntentId],
    );
    const intent = rows[0];
    if (!intent) throw new Error(`setup intent ${setupIntentId} missing`);
    if (intent.status !== 'requires_payment_method') {
      throw new SetupIntentStateError(`This SetupIntent has already succeeded; create a new one to add another card.`);
    }
    const summary = checkTestCard(card, now);
    const pmId = newId('pm');
    await tx.query(
      `insert into billing_payment_methods
         (id, billing_customer_id, brand, last4, exp_month, exp_year, billing_name, billing_country, created)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        pmId,
        intent.billing_customer_id,
        summary.brand,
        summary.last4,
        summary.exp_month,
        summary.exp_year,
        billing.name?.trim() || null,
        billing.address?.country?.trim() || null,
        now,
      ],
    );
    await tx.query(`update billing_setup_intents set status = 'succeeded', payment_method_id = $2 where id = $1`, [
      setupIntentId,
      pmId,
    ]);
    return { id: setupIntentId, status: 'succeeded' as const, payment_method: pmId };
  });
}

export async function findPaymentMethodLocal(db: Db, paymentMethodId: string): Promise<OwnedPaymentMethod | null> {
  const { rows } = await db.query<PaymentMethodRow>(`select ${PM_COLUMNS} from billing_payment_methods pm where pm.id = $1`, [
    paymentMethodId,
  ]);
  const r = rows[0];
  return r ? { paymentMethod: toPaymentMethod(r), customer: r.billing_customer_id } : null;
}

export async function retrieveCustomerLocal(db: Db, billingCustomerId: string): Promise<BillingCustomer> {
  const { rows } = await db.query<{ id: string; email: string } & Partial<PaymentMethodRow> & { pm_id: string | null }>(
    `select b.id, b.email, pm.id as pm_id, pm.brand, pm.last4, pm.exp_month, pm.exp_year
     from billing_customers b left join billing_payment_methods pm on pm.id = b.default_payment_method_id
     where b.id = $1`,
    [billingCustomerId],
  );
  const r = rows[0];
  if (!r) throw new Error(`billing customer ${billingCustomerId} missing`);
  const pm =
    r.pm_id && r.brand && r.last4 && r.exp_month && r.exp_year
      ? toPaymentMethod({
          id: r.pm_id,
          billing_customer_id: r.id,
          brand: r.brand,
          last4: r.last4,
          exp_month: r.exp_month,
          exp_year: r.exp_year,
        })
      : null;
  return { id: r.id, email: r.email, invoice_settings: { default_payment_method: pm } };
}

export async function setDefaultLocal(db: Db, billingCustomerId: string, paymentMethodId: string): Promise<BillingCustomer> {
  const owned = await findPaymentMethodLocal(db, paymentMethodId);
  if (owned?.customer !== billingCustomerId) throw new PaymentMethodNotFoundError(paymentMethodId);
  await db.query('update billing_customers set default_payment_method_id = $2 where id = $1', [billingCustomerId, paymentMethodId]);
  return retrieveCustomerLocal(db, billingCustomerId);
}
