import { COUNTRIES } from './countries';
import { INDUSTRIES } from './industries';

/** A choice of the sign-up selects; `search` is what typing matches (lowercase). */
export interface ChoiceOption {
  readonly value: string;
  readonly label: string;
  readonly search: string;
}

/** Countries by name; typing matches the name, the letter code or the dialling code. */
export const COUNTRY_OPTIONS: ChoiceOption[] = COUNTRIES.map((c) => ({
  value: c.country,
  label: c.country,
  search: `${c.country} ${c.letterCode} ${c.code}`.toLowerCase(),
}));

/** Industries by description; typing matches the description or the merchant category code. */
export const INDUSTRY_OPTIONS: ChoiceOption[] = INDUSTRIES.map((i) => ({
  value: i.name,
  label: i.name,
  search: `${i.name} ${i.mcc}`.toLowerCase(),
}));
