import { currencyOf, formatAdminDate, formatAdminDateTime, formatAmount } from './format';

describe('admin dates and money (002 §2, §9)', () => {
  it('writes dates in en-GB for Brisbane, from epoch seconds or ISO strings', () => {
    // 2026-11-25T14:30:00Z is 26 Nov 00:30 in Brisbane (UTC+10, no daylight saving).
    expect(formatAdminDate(Date.UTC(2026, 10, 25, 14, 30) / 1000)).toBe('26/11/2026');
    expect(formatAdminDate('2026-11-25T14:30:00.000Z')).toBe('26/11/2026');
    expect(formatAdminDateTime('2026-11-25T14:30:00.000Z')).toBe('26/11/2026, 00:30');
    expect(formatAdminDate(null)).toBe('—');
    expect(formatAdminDate('not a date')).toBe('—');
  });

  it('keeps Brisbane at UTC+10 across a daylight-saving change elsewhere (Sydney moves, Brisbane does not)', () => {
    // Sydney leaves daylight saving on 5 Apr 2026 at 03:00 local; Brisbane stays +10 on both sides.
    expect(formatAdminDateTime(Date.UTC(2026, 3, 4, 13, 59) / 1000)).toBe('04/04/2026, 23:59');
    expect(formatAdminDateTime(Date.UTC(2026, 3, 4, 14, 0) / 1000)).toBe('05/04/2026, 00:00');
    // ...and enters it on 4 Oct 2026: still +10 in Brisbane.
    expect(formatAdminDateTime(Date.UTC(2026, 9, 3, 14, 0) / 1000)).toBe('04/10/2026, 00:00');
    expect(formatAdminDateTime(Date.UTC(2026, 9, 4, 14, 0) / 1000)).toBe('05/10/2026, 00:00');
  });

  it('divides minor units by 100, in AUD unless the gateway names a currency', () => {
    expect(formatAmount(12345, 'aud')).toMatch(/^AUD\s?123\.45$/);
    expect(formatAmount(990, null)).toMatch(/^AUD\s?9\.90$/);
    expect(formatAmount(100000, 'usd')).toMatch(/^USD\s?1,000\.00$/);
    expect(formatAmount(null, 'aud')).toBe('—');
    expect(currencyOf('')).toBe('AUD');
    expect(currencyOf('eur')).toBe('EUR');
  });
});
