import { apiErrorSchema } from '@portal/shared-contracts/core';
import { LOCAL_CARD_TEXTS as T, localConfirmSetupResponseSchema } from '@portal/shared-contracts/account';
import { createHttpClient, type HttpClient } from '@portal/shared-ui';
import { LocalCardElement, type LocalCardElementOptions } from './cardElement';

/** An error as Stripe.js resolves it (it never rejects for card or api problems). */
export interface LocalStripeError {
  readonly type: 'card_error' | 'validation_error' | 'invalid_request_error' | 'api_connection_error' | 'api_error';
  readonly code?: string;
  readonly decline_code?: string;
  readonly message: string;
}

export interface LocalSetupIntent {
  readonly id: string;
  readonly object: 'setup_intent';
  readonly status: 'succeeded';
  readonly client_secret: string;
  readonly payment_method: string;
}

export type LocalSetupIntentResult = { readonly setupIntent: LocalSetupIntent } | { readonly error: LocalStripeError };

/** What `confirmCardSetup` reads of its second argument (Stripe's ConfirmCardSetupData). */
export interface LocalConfirmCardSetupData {
  readonly payment_method?:
    | string
    | {
        readonly card?: unknown;
        readonly billing_details?: { readonly name?: string; readonly address?: { readonly country?: string } };
      };
}

/** A component (react-stripe-js' CardElement) or a type name, as Stripe's getElement takes. */
type ElementKey = string | { readonly __elementType?: string };

/** The Elements group `stripe.elements()` returns. */
export class LocalElements {
  private readonly created = new Map<string, LocalCardElement>();
  private sequence = 0;

  constructor(
    private options: Record<string, unknown>,
    private readonly now: () => Date,
  ) {}

  create(type: string, options?: LocalCardElementOptions): LocalCardElement {
    if (type !== 'card') throw new Error(`The local card service supports only the card element, not "${type}".`);
    if (this.created.has(type)) throw new Error(`Can only create one Element of type ${type}.`);
    this.sequence += 1;
    const element = new LocalCardElement(options, `local-card-${this.sequence}`, this.now, (gone) => {
      if (this.created.get(type) === gone) this.created.delete(type);
    });
    this.created.set(type, element);
    return element;
  }

  getElement(key: ElementKey): LocalCardElement | null {
    const type = typeof key === 'string' ? key : (key?.__elementType ?? '');
    return this.created.get(type) ?? null;
  }

  update(options: Record<string, unknown>): void {
    this.options = { ...this.options, ...options };
  }

  /** Stripe's deferred-intent check; the card element needs none. */
  async submit(): Promise<{ error?: LocalStripeError }> {
    return {};
  }

  async fetchUpdates(): Promise<Record<string, never>> {
    return {};
  }
}

export interface LocalStripeOptions {
  /** Base URL of the api (config.apiUrl). */
  readonly apiUrl: string;
  readonly now?: () => Date;
  /** One Idempotency-Key per confirmation. */
  readonly newIdempotencyKey?: () => string;
}

const unsupported = async (method: string): Promise<{ error: LocalStripeError }> => ({
  error: { type: 'invalid_request_error', message: T.unsupported(method) },
});

/**
 * A stand-in for the Stripe object in local mode (no publishable key), handed to
 * react-stripe-js' `<Elements stripe={...}>` so the portal's one card form runs offline:
 * `elements()` makes the card element, `confirmCardSetup` POSTs the typed card to the
 * api's `/stripe/local/confirm-setup` and resolves `{ setupIntent }` or `{ error }` as
 * Stripe.js does. The methods react-stripe-js checks for but the card form never calls
 * resolve an error. `localStripe.contract.test.tsx` pins what react-stripe-js needs.
 */
export class LocalStripe {
  /** What react-stripe-js registered about itself (`_registerWrapper`, `registerAppInfo`). */
  readonly registered: Array<Record<string, unknown>> = [];
  private readonly now: () => Date;
  private readonly newKey: () => string;
  /** Authorised by the client secret, like Stripe's own endpoint: no session token is sent. */
  private readonly http: HttpClient;

  constructor(opts: LocalStripeOptions) {
    this.now = opts.now ?? (() => new Date());
    this.newKey = opts.newIdempotencyKey ?? (() => crypto.randomUUID());
    this.http = createHttpClient({ apiUrl: opts.apiUrl, getIdToken: async () => null });
  }

  elements(options?: Record<string, unknown>): LocalElements {
    return new LocalElements({ ...options }, this.now);
  }

  _registerWrapper(wrapper: Record<string, unknown>): void {
    this.registered.push(wrapper);
  }

  registerAppInfo(info: Record<string, unknown>): void {
    this.registered.push(info);
  }

  createToken(): Promise<{ error: LocalStripeError }> {
    return unsupported('createToken');
  }

  createPaymentMethod(): Promise<{ error: LocalStripeError }> {
    return unsupported('createPaymentMethod');
  }

  confirmCardPayment(): Promise<{ error: LocalStripeError }> {
    return unsupported('confirmCardPayment');
  }

  async confirmCardSetup(clientSecret: string, data?: LocalConfirmCardSetupData): Promise<LocalSetupIntentResult> {
    const method = typeof data?.payment_method === 'object' ? data.payment_method : undefined;
    const card = method?.card;
    if (!(card instanceof LocalCardElement) || card.isDestroyed) {
      return { error: { type: 'invalid_request_error', code: 'parameter_missing', message: T.incompleteNumber } };
    }
    const check = card.check(true);
    const typed = card.card();
    if (!check.complete || typed.expMonth === null || typed.expYear === null) {
      return { error: check.error ?? { type: 'validation_error', code: 'incomplete_number', message: T.incompleteNumber } };
    }
    const billing = method?.billing_details ?? {};
    const body = {
      client_secret: clientSecret,
      card: { number: typed.number, exp_month: typed.expMonth, exp_year: typed.expYear, cvc: typed.cvc },
      billing_details: { name: billing.name, address: { country: billing.address?.country } },
    };
    let response: Response;
    try {
      // raw: a 402 carries the card provider's refusal, read below like any other answer.
      response = await this.http.raw('POST', '/stripe/local/confirm-setup', { body, idempotencyKey: this.newKey(), auth: false });
    } catch {
      return { error: { type: 'api_connection_error', message: T.connectionError } };
    }
    return this.readAnswer(response, clientSecret);
  }

  private async readAnswer(response: Response, clientSecret: string): Promise<LocalSetupIntentResult> {
    const json: unknown = await response.json().catch(() => null);
    if (response.ok || response.status === 402) {
      const parsed = localConfirmSetupResponseSchema.safeParse(json);
      if (parsed.success) {
        if ('error' in parsed.data) return { error: parsed.data.error };
        return { setupIntent: { ...parsed.data.setupIntent, object: 'setup_intent', client_secret: clientSecret } };
      }
    }
    const failure = apiErrorSchema.safeParse(json);
    if (failure.success) return { error: { type: 'invalid_request_error', code: failure.data.error_code, message: failure.data.error_message } };
    return { error: { type: 'api_error', message: T.connectionError } };
  }
}

export function createLocalStripe(options: LocalStripeOptions): LocalStripe {
  return new LocalStripe(options);
}
