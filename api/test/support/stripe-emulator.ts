import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CATALOGUE } from '../../src/plugins/app/billing';

/*
 * A tiny in-process stand-in for the handful of Stripe REST endpoints the Stripe gateway
 * calls: form-encoded requests (Stripe's bracket notation), JSON answers in the shapes of
 * the SDK's API version (billing periods on subscription items, an invoice's subscription
 * under parent.subscription_details), Stripe's error objects and Idempotency-Key replay.
 * The catalogue is the api's own, so price ids agree.
 */

type Json = Record<string, unknown>;

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly params: Json;
  readonly idempotencyKey: string | undefined;
  readonly authorization: string | undefined;
}

/** `a[b][0][c]=v` pairs into nested objects (arrays where the keys are indexes). */
export function parseForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((segment, i) => {
      if (i === path.length - 1) node[segment] = value;
      else node = (node[segment] ??= /^\d+$/.test(path[i + 1] ?? '') ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

const now = (): number => Math.floor(Date.now() / 1000);
const newId = (prefix: string): string => `${prefix}_${randomBytes(7).toString('hex')}`;
const addMonths = (epoch: number, months: number): number => {
  const d = new Date(epoch * 1000);
  d.setUTCMonth(d.getUTCMonth() + months);
  return Math.floor(d.getTime() / 1000);
};

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body['message']));
  }
}
const missing = (what: string, id: string): StripeHttpError =>
  new StripeHttpError(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'id', message: `No such ${what}: '${id}'` });

export class StripeEmulator {
  readonly requests: RecordedRequest[] = [];
  private server: Server | null = null;
  private readonly idempotent = new Map<string, { status: number; body: Json }>();
  readonly products = new Map<string, Json>();
  readonly prices = new Map<string, Json>();
  readonly customers = new Map<string, Json>();
  readonly paymentMethods = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  readonly invoices = new Map<string, Json>();
  readonly taxRates = new Map<string, number>([['txr_gst', 10]]);

  constructor() {
    for (const p of CATALOGUE) {
      const product = {
        id: p.id,
        object: 'product',
        name: p.name,
        description: p.description,
        active: true,
        metadata: { sold_in_hub: String(p.soldInHub), sort_order: String(p.sortOrder) },
      };
      this.products.set(p.id, product);
      for (const price of p.prices) {
        this.prices.set(price.id, {
          id: price.id,
          object: 'price',
          active: price.active,
          currency: 'aud',
          nickname: price.nickname,
          product: p.id,
          recurring: { interval: price.interval, interval_count: 1 },
          unit_amount: price.unitAmount,
        });
      }
    }
  }

  async start(): Promise<number> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return (this.server?.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** What Stripe.js does when the browser confirms a setup intent: a card attached to the customer. */
  attachCard(customer: string, last4 = '4242'): string {
    const id = newId('pm');
    this.paymentMethods.set(id, {
      id,
      object: 'payment_method',
      type: 'card',
      customer,
      card: { brand: 'visa', last4, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2 },
    });
    return id;
  }

  /** Requests to `path` (exact) or matching `pattern`. */
  calls(method: string, pattern: RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && pattern.test(r.path));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stripe.local');
    const params = req.method === 'GET' || req.method === 'DELETE' ? parseForm(url.search.slice(1)) : parseForm(Buffer.concat(chunks).toString());
    const key = req.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method: req.method ?? '', path: url.pathname, params, idempotencyKey: key, authorization: req.headers.authorization });
    const send = (status: number, body: Json): void => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      res.end(JSON.stringify(body));
    };
    if (!req.headers.authorization?.startsWith('Bearer sk_')) return send(401, { error: { type: 'invalid_request_error', message: 'No API key' } });
    const replayKey = key ? `${req.method} ${url.pathname} ${key}` : null;
    const replay = replayKey ? this.idempotent.get(replayKey) : undefined;
    if (replay) return send(replay.status, replay.body);
    let answer: { status: number; body: Json };
    try {
      answer = { status: 200, body: this.route(req.method ?? 'GET', url.pathname, params) };
    } catch (err) {
      if (!(err instanceof StripeHttpError)) throw err;
      answer = { status: err.status, body: { error: err.body } };
    }
    if (replayKey) this.idempotent.set(replayKey, answer);
    send(answer.status, answer.body);
  }

  private route(method: string, path: string, p: Json): Json {
    const [, , resource, id] = path.split('/');
    const expand = (p['expand'] as string[] | undefined) ?? [];
    const list = (data: Json[]): Json => ({ object: 'list', data, has_more: false, url: path });
    /** A list page as Stripe pages it: `limit` (default 10) after the object `starting_after`, newest first. */
    const page = (newestFirst: Json[], what: string): Json => {
      const after = p['starting_after'] as string | undefined;
      const start = after === undefined ? 0 : newestFirst.findIndex((x) => x['id'] === after) + 1;
      if (after !== undefined && start === 0) throw missing(what, after);
      const limit = Number(p['limit'] ?? 10);
      return { object: 'list', data: newestFirst.slice(start, start + limit), has_more: start + limit < newestFirst.length, url: path };
    };
    switch (`${method} ${resource}${id ? '/:id' : ''}`) {
      case 'POST customers':
        return this.saveCustomer({
          id: newId('cus'),
          object: 'customer',
          created: now(),
          email: p['email'] ?? null,
          metadata: p['metadata'] ?? {},
          invoice_settings: { default_payment_method: null },
        });
      case 'GET customers': {
        const customers = [...this.customers.values()].reverse();
        const listed = page(customers, 'customer');
        if (!expand.includes('data.subscriptions')) return listed;
        // Stripe embeds a customer's subscriptions that are not canceled.
        const live = (c: Json): Json[] => [...this.subscriptions.values()].filter((s) => s['customer'] === c['id'] && s['status'] !== 'canceled').reverse();
        return { ...listed, data: (listed['data'] as Json[]).map((c) => ({ ...c, subscriptions: list(live(c)) })) };
      }
      case 'GET products/:id':
        return this.get(this.products, 'product', id);
      case 'GET customers/:id':
        return this.customerView(this.get(this.customers, 'customer', id), expand);
      case 'POST customers/:id': {
        const c = this.get(this.customers, 'customer', id);
        const settings = p['invoice_settings'] as Json | undefined;
        if (settings?.['default_payment_method']) c['invoice_settings'] = { default_payment_method: settings['default_payment_method'] };
        return this.customerView(c, expand);
      }
      case 'POST setup_intents': {
        this.get(this.customers, 'customer', String(p['customer']));
        const seti = newId('seti');
        return { id: seti, object: 'setup_intent', customer: p['customer'], status: 'requires_payment_method', client_secret: `${seti}_secret_${newId('x')}`, usage: p['usage'] };
      }
      case 'GET payment_methods/:id':
        return this.get(this.paymentMethods, 'payment method', id);
      case 'GET prices':
        return list([...this.prices.values()].filter((x) => x['active']).map((x) => this.priceView(x, expand.includes('data.product'))));
      case 'GET prices/:id':
        return this.priceView(this.get(this.prices, 'price', id), expand.includes('product'));
      case 'POST subscriptions':
        return this.createSubscription(p);
      case 'GET subscriptions': {
        // Stripe's filters: customer (optional), status (`all`; without one, every status but canceled); newest first, paged.
        const status = p['status'] as string | undefined;
        const matches = (s: Json): boolean =>
          (p['customer'] === undefined || s['customer'] === p['customer']) &&
          (status === 'all' || (status === undefined ? s['status'] !== 'canceled' : s['status'] === status));
        const newestFirst = [...this.subscriptions.values()].filter(matches).reverse().sort((a, b) => Number(b['created']) - Number(a['created']));
        return page(newestFirst, 'subscription');
      }
      case 'GET subscriptions/:id':
        return this.get(this.subscriptions, 'subscription', id);
      case 'POST subscriptions/:id':
        return this.updateSubscription(this.get(this.subscriptions, 'subscription', id), p);
      case 'DELETE subscriptions/:id': {
        const s = this.get(this.subscriptions, 'subscription', id);
        Object.assign(s, { status: 'canceled', canceled_at: now(), ended_at: now() });
        return s;
      }
      case 'GET invoices': {
        // Stripe's created[gte] / created[lt] range filter (epoch seconds).
        const created = (p['created'] as Json | undefined) ?? {};
        const inRange = (i: Json): boolean =>
          (created['gte'] === undefined || Number(i['created']) >= Number(created['gte'])) && (created['lt'] === undefined || Number(i['created']) < Number(created['lt']));
        const invoices = [...this.invoices.values()]
          .filter((i) => (p['customer'] === undefined || i['customer'] === p['customer']) && (p['status'] === undefined || i['status'] === p['status']) && inRange(i))
          .reverse();
        const listed = page(invoices, 'invoice');
        if (!expand.includes('data.customer')) return listed;
        return { ...listed, data: (listed['data'] as Json[]).map((i) => ({ ...i, customer: this.customers.get(String(i['customer'])) ?? i['customer'] })) };
      }
      case 'GET invoices/:id':
        return this.get(this.invoices, 'invoice', id);
      default:
        throw new StripeHttpError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` });
    }
  }

  private get(map: Map<string, Json>, what: string, id: string | undefined): Json {
    const found = id ? map.get(id) : undefined;
    if (!found) throw missing(what, id ?? '');
    return found;
  }

  private saveCustomer(c: Json): Json {
    this.customers.set(String(c['id']), c);
    return c;
  }

  private customerView(c: Json, expand: string[]): Json {
    const settings = c['invoice_settings'] as Json;
    const pm = settings['default_payment_method'] as string | null;
    if (!expand.includes('invoice_settings.default_payment_method') || !pm) return c;
    return { ...c, invoice_settings: { ...settings, default_payment_method: this.paymentMethods.get(pm) ?? null } };
  }

  private priceView(price: Json, withProduct: boolean): Json {
    return withProduct ? { ...price, product: this.products.get(String(price['product'])) } : price;
  }

  /** Charges the default card for a period start: a card ending 0002 is declined (402). */
  private charge(customer: Json): void {
    const pmId = (customer['invoice_settings'] as Json)['default_payment_method'] as string | null;
    const card = pmId ? ((this.paymentMethods.get(pmId)?.['card'] as Json | undefined) ?? null) : null;
    if (!card) {
      throw new StripeHttpError(400, { type: 'invalid_request_error', code: 'resource_missing', message: 'This customer has no attached payment source or default payment method.' });
    }
    if (card['last4'] === '0002') {
      throw new StripeHttpError(402, { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' });
    }
  }

  private invoice(subscription: Json, price: Json, start: number, end: number): void {
    const rates = (subscription['default_tax_rates'] as string[] | undefined) ?? [];
    const subtotal = Number(price['unit_amount']);
    const tax = rates.reduce((sum, r) => sum + Math.round((subtotal * (this.taxRates.get(r) ?? 0)) / 100), 0);
    const id = newId('in');
    this.invoices.set(id, {
      id,
      object: 'invoice',
      number: `EMU-${String(this.invoices.size + 1).padStart(4, '0')}`,
      customer: subscription['customer'],
      status: 'paid',
      currency: 'aud',
      subtotal,
      total: subtotal + tax,
      total_taxes: tax ? [{ amount: tax, tax_behavior: 'exclusive' }] : [],
      amount_due: subtotal + tax,
      amount_paid: subtotal + tax,
      created: start,
      period_start: start,
      period_end: start,
      status_transitions: { paid_at: start },
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription['id'] } },
      lines: { object: 'list', data: [{ description: `1 × ${String(price['nickname'])}`, amount: subtotal, period: { start, end }, pricing: { type: 'price_details', price_details: { price: price['id'], product: price['product'] } } }] },
    });
  }

  private periodEnd(price: Json, start: number): number {
    return addMonths(start, (price['recurring'] as Json)['interval'] === 'year' ? 12 : 1);
  }

  private createSubscription(p: Json): Json {
    const customer = this.get(this.customers, 'customer', String(p['customer']));
    const items = p['items'] as Json[];
    const price = this.get(this.prices, 'price', String(items[0]?.['price']));
    const start = now();
    const trialDays = Number(p['trial_period_days'] ?? 0);
    const trialEnd = trialDays > 0 ? start + trialDays * 86_400 : null;
    const end = trialEnd ?? this.periodEnd(price, start);
    const paid = !trialEnd && Number(price['unit_amount']) > 0;
    if (paid) this.charge(customer);
    const id = newId('sub');
    const subscription: Json = {
      id,
      object: 'subscription',
      customer: customer['id'],
      status: trialEnd ? 'trialing' : 'active',
      trial_end: trialEnd,
      cancel_at_period_end: false,
      created: start,
      start_date: start,
      default_tax_rates: p['default_tax_rates'] ?? [],
      items: { object: 'list', data: [{ id: newId('si'), object: 'subscription_item', price, quantity: 1, current_period_start: start, current_period_end: end }] },
    };
    this.subscriptions.set(id, subscription);
    if (paid) this.invoice(subscription, price, start, end);
    return subscription;
  }

  private updateSubscription(s: Json, p: Json): Json {
    const items = p['items'] as Json[] | undefined;
    const price = this.get(this.prices, 'price', String(items?.[0]?.['price']));
    const item = (s['items'] as { data: Json[] }).data.find((i) => i['id'] === items?.[0]?.['id']);
    if (!item) throw new StripeHttpError(400, { type: 'invalid_request_error', message: 'No such subscription item' });
    const anchorNow = (p['billing_cycle_anchor'] as Json | undefined)?.['type'] === 'now';
    const start = now();
    if (Number(price['unit_amount']) > 0) this.charge(this.get(this.customers, 'customer', String(s['customer'])));
    Object.assign(item, { price });
    if (anchorNow) Object.assign(item, { current_period_start: start, current_period_end: this.periodEnd(price, start) });
    if (p['trial_end'] === 'now') Object.assign(s, { trial_end: start, status: 'active' });
    if (p['default_tax_rates']) s['default_tax_rates'] = p['default_tax_rates'];
    if (anchorNow && Number(price['unit_amount']) > 0) this.invoice(s, price, start, Number(item['current_period_end']));
    return s;
  }
}
