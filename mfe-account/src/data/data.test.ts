import { PRIORITY_COUNTRIES } from '@portal/shared-contracts/core';
import { COUNTRIES } from './countries';
import { INDUSTRIES } from './industries';
import { COUNTRY_OPTIONS, INDUSTRY_OPTIONS } from './signUpChoices';

const collator = new Intl.Collator('en', { sensitivity: 'base' });

describe('COUNTRIES', () => {
  it('has about 190 entries', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(185);
    expect(COUNTRIES.length).toBeLessThanOrEqual(200);
  });

  it('starts with Australia, United Kingdom, United States, New Zealand', () => {
    expect(COUNTRIES.slice(0, 4).map((c) => c.country)).toEqual(['Australia', 'United Kingdom', 'United States', 'New Zealand']);
    expect(COUNTRIES.slice(0, 4).map((c) => c.country)).toEqual(PRIORITY_COUNTRIES);
  });

  it('lists the rest alphabetically, without repeating the first four', () => {
    const rest = COUNTRIES.slice(4).map((c) => c.country);
    expect(rest).toEqual([...rest].sort(collator.compare));
    for (const first of PRIORITY_COUNTRIES) expect(rest).not.toContain(first);
  });

  it('gives every country a unique name and letter code, and a dialling code', () => {
    expect(new Set(COUNTRIES.map((c) => c.country)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.letterCode)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) {
      expect(c.letterCode).toMatch(/^[A-Z]{2}$/);
      expect(c.code).toMatch(/^\+\d{1,4}$/);
      expect(c.country.trim()).toBe(c.country);
    }
  });

  it.each([
    ['Australia', '+61', 'AU'],
    ['United Kingdom', '+44', 'GB'],
    ['United States', '+1', 'US'],
    ['New Zealand', '+64', 'NZ'],
    ['Germany', '+49', 'DE'],
    ['Japan', '+81', 'JP'],
    ['South Africa', '+27', 'ZA'],
  ])('%s is %s / %s', (country, code, letterCode) => {
    expect(COUNTRIES.find((c) => c.country === country)).toEqual({ country, code, letterCode });
  });
});

describe('INDUSTRIES', () => {
  it('has about 280 entries', () => {
    expect(INDUSTRIES.length).toBeGreaterThanOrEqual(270);
    expect(INDUSTRIES.length).toBeLessThanOrEqual(300);
  });

  it('is in merchant category code order, starting with Veterinary Services', () => {
    expect(INDUSTRIES.slice(0, 2)).toEqual([
      { mcc: '0742', name: 'Veterinary Services' },
      { mcc: '0763', name: 'Agricultural Co-operatives' },
    ]);
    const codes = INDUSTRIES.map((i) => i.mcc);
    expect(codes).toEqual([...codes].sort());
  });

  it('has unique four-digit codes and unique names the api accepts (at most 200 characters)', () => {
    expect(new Set(INDUSTRIES.map((i) => i.mcc)).size).toBe(INDUSTRIES.length);
    expect(new Set(INDUSTRIES.map((i) => i.name)).size).toBe(INDUSTRIES.length);
    for (const i of INDUSTRIES) {
      expect(i.mcc).toMatch(/^\d{4}$/);
      expect(i.name.length).toBeLessThanOrEqual(200);
    }
  });

  it.each([
    'Computer Programming, Data Processing, and Integrated Systems Design Services',
    'Sporting and Recreational Camps',
    'Colleges, Universities, Professional Schools, and Junior Colleges',
    'Charitable and Social Service Organizations',
    'Bicycle Shops - Sales and Service',
  ])('holds the demo accounts\' industry "%s"', (name) => {
    expect(INDUSTRIES.map((i) => i.name)).toContain(name);
  });
});

describe('select options', () => {
  it('use the country name and the industry description as values, searchable by code', () => {
    expect(COUNTRY_OPTIONS[0]).toEqual({ value: 'Australia', label: 'Australia', search: 'australia au +61' });
    expect(INDUSTRY_OPTIONS[0]).toEqual({ value: 'Veterinary Services', label: 'Veterinary Services', search: 'veterinary services 0742' });
    expect(COUNTRY_OPTIONS).toHaveLength(COUNTRIES.length);
    expect(INDUSTRY_OPTIONS).toHaveLength(INDUSTRIES.length);
  });
});
