import fc from 'fast-check';

/**
 * Text an attacker would send: any UTF-16 code unit (NUL, lone surrogates, controls),
 * long runs, and values that look like what the api expects (ids, e-mails, numbers).
 */
const hostileUnit: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom('\u0000', '\ud800', '\udfff', '\u202e', '\ufeff', '\n', '\r', '"', "'", '\\', '%', '<', '/', '.', '😀') },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
);

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: hostileUnit, maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', 'null', 'undefined', '0', '-1', '1e309', 'NaN', '[]', '{}', '../../etc/passwd', "' or 1=1 --", '<script>alert(1)</script>'),
  fc.constantFrom('pro@demo.test', 'admin@demo.test', 'sub_demo_pro', 'price_pro_monthly', 'in_1', 'cus_1', 'pm_card_visa', 'Demo!2345'),
  fc.nat({ max: 5000 }).map((n) => 'x'.repeat(n)),
);

/** Any JSON value, its strings hostile. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileText,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** An object with the keys a route expects (from its schema) and hostile values, plus strays. */
export function bodyFor(keys: readonly string[]): fc.Arbitrary<unknown> {
  const shaped = fc.record(Object.fromEntries(keys.map((k) => [k, hostileJson])), { requiredKeys: [] });
  return fc.oneof(
    shaped,
    fc.tuple(shaped, fc.dictionary(hostileText, hostileJson, { maxKeys: 3 })).map(([a, b]) => ({ ...(b as object), ...(a as object) })),
    hostileJson,
  );
}

/** Header-safe text (HTTP forbids NUL, CR, LF and non-latin1 in values). */
export const headerText: fc.Arbitrary<string> = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 300 });
