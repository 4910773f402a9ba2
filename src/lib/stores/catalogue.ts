import { atom } from 'nanostores';
import { authApi } from '../auth-api.ts';
import type { Country } from '../types/auth.ts';
import type { FieldRule } from '../validation/register-rules.ts';

/** Loaded on first use and kept for the page: null while loading, [] when the call failed. */
export const $countries = atom<Country[] | null>(null);
export const $registerRules = atom<FieldRule[] | null>(null);

let countries: Promise<void> | undefined;
let rules: Promise<void> | undefined;

/** Spec §4 startup's country codes (GET /wps/system/countryCodes), fetched when a phone field first shows. */
export function loadCountries(): Promise<void> {
  countries ??= authApi.countries().then(
    (list) => $countries.set(list),
    () => {
      countries = undefined;
      $countries.set([]);
    },
  );
  return countries;
}

/** The merchant's per-field rules (GET /wps/system/setting/register), used by every account form. */
export function loadRegisterRules(): Promise<void> {
  rules ??= authApi.registerRules().then(
    (list) => $registerRules.set(list),
    () => {
      rules = undefined;
      $registerRules.set([]);
    },
  );
  return rules;
}
