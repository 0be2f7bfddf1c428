import type { Db } from '../../src/db';
import type { PaymentGatewayService } from '../../src/plugins/app/billing';
import { localGateway } from '../../src/plugins/app/billing/local-gateway';
import { confirmSetupLocal } from '../../src/plugins/app/billing/local-cards';
import { createStripeClient, stripeGateway } from '../../src/plugins/app/billing/stripe-gateway';
import { TEST_CARDS } from '../../src/contracts';
import { testClock } from '../support/billing';
import { StripeEmulator } from '../support/stripe-emulator';

/*
 * The payment gateway port on the local ledger and on Stripe (through the emulator of
 * test/support), for the admin reads' contract tests: both must answer alike.
 */

export interface GatewayHarness {
  readonly gateway: PaymentGatewayService;
  /** A default card on the customer, as the card form would leave it. */
  addCard(billingCustomerId: string): Promise<void>;
  /** Lets time pass between two writes (Stripe orders by creation, to the second). */
  tick(): void;
  /** The gateway's now. */
  now(): Date;
  /** Moves an invoice's creation to `created` (epoch seconds), as if it had been issued then. */
  setInvoiceCreated(invoiceId: string, created: number): Promise<void>;
  /** Whether a list of customers carries cancelled subscriptions (Stripe embeds the live ones only). */
  readonly listsCancelled: boolean;
  close(): Promise<void>;
}

export async function localHarness(db: Db): Promise<GatewayHarness> {
  const clock = testClock('2031-03-01T00:00:00Z');
  const gateway = localGateway(db, clock);
  return {
    gateway,
    async addCard(cus) {
      const intent = await gateway.createSetupIntent(cus);
      const card = { number: TEST_CARDS.succeeds, exp_month: 12, exp_year: 2040, cvc: '123' };
      const confirmed = await confirmSetupLocal(db, intent.id, card, { name: 'Card' }, new Date(clock.now()));
      await gateway.setDefaultPaymentMethod(cus, confirmed.payment_method);
    },
    tick: () => clock.advanceDays(1),
    now: () => new Date(clock.now()),
    async setInvoiceCreated(id, created) {
      await db.query('update billing_invoices set created = to_timestamp($2) where id = $1', [id, created]);
    },
    listsCancelled: true,
    close: async () => undefined,
  };
}

export async function stripeHarness(db: Db): Promise<GatewayHarness> {
  const emulator = new StripeEmulator();
  const port = await emulator.start();
  const gateway = stripeGateway(createStripeClient({ secretKey: 'sk_test_emulator', host: '127.0.0.1', port, protocol: 'http', gstTaxRate: null }), db, { gstTaxRate: null });
  return {
    gateway,
    async addCard(cus) {
      await gateway.setDefaultPaymentMethod(cus, emulator.attachCard(cus));
    },
    tick: () => undefined,
    now: () => new Date(),
    async setInvoiceCreated(id, created) {
      const invoice = emulator.invoices.get(id);
      if (!invoice) throw new Error(`the emulator has no invoice ${id}`);
      invoice['created'] = created;
    },
    listsCancelled: false,
    close: () => emulator.stop(),
  };
}

/** Both gateways, for `describe.each`. */
export const GATEWAYS = [
  ['the local ledger', localHarness],
  ['Stripe', stripeHarness],
] as const;
