import { CARD_ELEMENT_FONT_SIZE_PX } from '@portal/shared-contracts/core';
import { LOCAL_CARD_TEXTS as T } from '@portal/shared-contracts/account';
import { checkCard, cvcLength, cardBrand, formatCardNumber, formatExpiry, onlyDigits, parseCard, type CardCheck, type CardValues } from './cardRules';

/** The events Stripe's elements emit; the local card element fires ready, change, focus, blur and escape. */
export type LocalElementEvent = 'ready' | 'change' | 'focus' | 'blur' | 'escape' | (string & {});
export type LocalElementHandler = (event?: unknown) => void;

/** The subset of Stripe's card element options the local element honours. */
export interface LocalCardElementOptions {
  readonly style?: { readonly base?: { readonly fontSize?: string; readonly color?: string; readonly fontFamily?: string } };
  readonly disabled?: boolean;
  readonly hidePostalCode?: boolean;
  readonly [option: string]: unknown;
}

/** The payload of the element's change event, shaped like Stripe's. */
export interface LocalCardChangeEvent {
  readonly elementType: 'card';
  readonly empty: boolean;
  readonly complete: boolean;
  readonly brand: CardCheck['brand'];
  readonly error: CardCheck['error'];
  readonly value: { readonly postalCode: string };
}

type Field = 'number' | 'expiry' | 'cvc';
const FIELDS: readonly Field[] = ['number', 'expiry', 'cvc'];
/** Error codes that belong to each field, for aria-invalid. */
const FIELD_OF_CODE: Readonly<Record<string, Field>> = {
  invalid_number: 'number',
  incomplete_number: 'number',
  invalid_expiry_month: 'expiry',
  invalid_expiry_year_past: 'expiry',
  incomplete_expiry: 'expiry',
  incomplete_cvc: 'cvc',
};
/** Border of the inputs: #8c8c8c keeps the 3:1 non-text contrast WCAG asks of field edges. */
const BORDER = '1px solid #8c8c8c';

/**
 * The local mode's card element: what Stripe's `card` element is to Stripe.js, but plain
 * labelled inputs (number, MM/YY, CVC) rendered into the node react-stripe-js mounts it
 * on. Only the local stripe object reads the typed card (to POST it to the api's
 * local confirm-setup); nothing else in the app sees the number.
 */
export class LocalCardElement {
  readonly elementType = 'card';
  private readonly listeners = new Map<string, Set<LocalElementHandler>>();
  private readonly values: Record<Field, string> = { number: '', expiry: '', cvc: '' };
  private readonly left: Record<Field, boolean> = { number: false, expiry: false, cvc: false };
  private root: HTMLElement | null = null;
  private inputs: Record<Field, HTMLInputElement> | null = null;
  private destroyed = false;
  private options: LocalCardElementOptions;

  constructor(
    options: LocalCardElementOptions | undefined,
    private readonly idPrefix: string,
    private readonly now: () => Date,
    private readonly onDestroy: (element: LocalCardElement) => void,
  ) {
    this.options = { ...options };
  }

  /** Renders the inputs into `domNode` (or the element a selector names); fires ready. */
  mount(domNode: HTMLElement | string): void {
    if (this.destroyed) throw new Error('This Element has already been destroyed. Please create a new one.');
    const node = typeof domNode === 'string' ? document.querySelector<HTMLElement>(domNode) : domNode;
    if (!node) throw new Error(`The selector you specified (${String(domNode)}) applies to no DOM elements.`);
    if (this.root) this.unmount();
    this.root = this.render();
    node.appendChild(this.root);
    setTimeout(() => {
      if (this.root) this.emit('ready', { elementType: this.elementType });
    }, 0);
  }

  /** Removes the inputs from the page; the typed values stay for a later mount. */
  unmount(): void {
    this.root?.remove();
    this.root = null;
    this.inputs = null;
  }

  destroy(): void {
    this.unmount();
    this.destroyed = true;
    this.listeners.clear();
    this.onDestroy(this);
  }

  on(event: LocalElementEvent, handler: LocalElementHandler): this {
    const set = this.listeners.get(event) ?? new Set();
    set.add(handler);
    this.listeners.set(event, set);
    return this;
  }

  once(event: LocalElementEvent, handler: LocalElementHandler): this {
    const wrapped: LocalElementHandler = (payload) => {
      this.off(event, wrapped);
      handler(payload);
    };
    return this.on(event, wrapped);
  }

  /** Without a handler, removes every handler of the event (as Stripe's does). */
  off(event: LocalElementEvent, handler?: LocalElementHandler): this {
    if (handler) this.listeners.get(event)?.delete(handler);
    else this.listeners.delete(event);
    return this;
  }

  update(options: Partial<LocalCardElementOptions>): void {
    this.options = { ...this.options, ...options };
    if (this.inputs) for (const field of FIELDS) this.styleInput(this.inputs[field]);
  }

  focus(): void {
    this.inputs?.number.focus();
  }

  blur(): void {
    const active = document.activeElement;
    if (this.inputs && active instanceof HTMLInputElement && FIELDS.some((f) => this.inputs?.[f] === active)) active.blur();
  }

  clear(): void {
    for (const field of FIELDS) {
      this.values[field] = '';
      this.left[field] = false;
      if (this.inputs) this.inputs[field].value = '';
    }
    this.changed();
  }

  /** The typed card (local stripe only). */
  card(): CardValues {
    return parseCard(this.values.number, this.values.expiry, this.values.cvc);
  }

  /** The card's state; `strict` counts incomplete fields as errors (on confirm). */
  check(strict = false): CardCheck {
    const result = checkCard(this.card(), this.now(), strict);
    if (!strict) return result;
    this.markInvalid(result);
    return result;
  }

  get isDestroyed(): boolean {
    return this.destroyed;
  }

  private emit(event: LocalElementEvent, payload: unknown): void {
    for (const handler of [...(this.listeners.get(event) ?? [])]) handler(payload);
  }

  private changeEvent(): LocalCardChangeEvent {
    // Incomplete-field errors show only for fields the user has left, as Stripe's do.
    const loose = checkCard(this.card(), this.now(), false);
    const strictCheck = checkCard(this.card(), this.now(), true);
    const strictField = strictCheck.error ? FIELD_OF_CODE[strictCheck.error.code] : undefined;
    const error = loose.error ?? (strictField && this.left[strictField] ? strictCheck.error : undefined);
    this.markInvalid({ ...loose, error });
    return { elementType: 'card', empty: loose.empty, complete: loose.complete, brand: loose.brand, error, value: { postalCode: '' } };
  }

  private changed(): void {
    this.emit('change', this.changeEvent());
  }

  private markInvalid(check: CardCheck): void {
    if (!this.inputs) return;
    const bad = check.error ? FIELD_OF_CODE[check.error.code] : undefined;
    for (const field of FIELDS) this.inputs[field].setAttribute('aria-invalid', String(field === bad));
  }

  private format(field: Field, raw: string): string {
    if (field === 'number') return formatCardNumber(raw);
    if (field === 'expiry') return formatExpiry(raw);
    return onlyDigits(raw).slice(0, cvcLength(cardBrand(onlyDigits(this.values.number))));
  }

  private styleInput(input: HTMLInputElement): void {
    const base = this.options.style?.base ?? {};
    Object.assign(input.style, {
      display: 'block',
      width: '100%',
      boxSizing: 'border-box',
      padding: '4px 11px',
      fontSize: base.fontSize ?? `${CARD_ELEMENT_FONT_SIZE_PX}px`,
      lineHeight: '1.5',
      fontFamily: base.fontFamily ?? 'inherit',
      color: base.color ?? 'inherit',
      border: BORDER,
      borderRadius: '6px',
      background: this.options.disabled ? '#f5f5f5' : '#ffffff',
    });
    input.disabled = this.options.disabled === true;
  }

  private render(): HTMLElement {
    const root = document.createElement('div');
    root.dataset.localStripeElement = 'card';
    Object.assign(root.style, { display: 'flex', flexWrap: 'wrap', gap: '8px' });
    // The browser's default placeholder grey fails WCAG AA; inline styles cannot reach ::placeholder.
    const style = document.createElement('style');
    style.textContent = '[data-local-stripe-element] input::placeholder{color:rgba(0,0,0,0.6);opacity:1}';
    root.appendChild(style);
    const field = (name: Field, label: string, attrs: Record<string, string>, flex: string): HTMLInputElement => {
      const box = document.createElement('div');
      box.style.flex = flex;
      const id = `${this.idPrefix}-${name}`;
      const labelNode = document.createElement('label');
      labelNode.htmlFor = id;
      labelNode.textContent = label;
      Object.assign(labelNode.style, { display: 'block', marginBottom: '4px', fontSize: '14px' });
      const input = document.createElement('input');
      input.id = id;
      input.type = 'text';
      for (const [k, v] of Object.entries(attrs)) input.setAttribute(k, v);
      input.value = this.values[name];
      this.styleInput(input);
      input.addEventListener('input', () => {
        const formatted = this.format(name, input.value);
        input.value = formatted;
        this.values[name] = formatted;
        this.changed();
      });
      input.addEventListener('focus', () => this.emit('focus', { elementType: this.elementType }));
      input.addEventListener('blur', () => {
        this.left[name] = this.values[name] !== '';
        this.emit('blur', { elementType: this.elementType });
        this.changed();
      });
      input.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') this.emit('escape', { elementType: this.elementType });
      });
      box.append(labelNode, input);
      root.appendChild(box);
      return input;
    };
    this.inputs = {
      number: field('number', T.number, { name: 'cardnumber', inputmode: 'numeric', autocomplete: 'cc-number', placeholder: T.numberPlaceholder }, '2 1 200px'),
      expiry: field('expiry', T.expiry, { name: 'exp-date', inputmode: 'numeric', autocomplete: 'cc-exp', placeholder: T.expiryPlaceholder }, '1 1 110px'),
      cvc: field('cvc', T.cvc, { name: 'cvc', inputmode: 'numeric', autocomplete: 'cc-csc', placeholder: T.cvcPlaceholder }, '1 1 80px'),
    };
    return root;
  }
}
