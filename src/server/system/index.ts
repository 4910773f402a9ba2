/**
 * The system domain: site settings and their schema, registration rules, countries, resources
 * and domains, the site gate (maintenance, regions) and customer service. The lowest domain:
 * it imports no other. Other folders import it only through this file (decision 019).
 */

export { listCountries, listDomains, listResources } from './catalogue.ts';
export { servicePaths } from './customer-service.ts';
export { DOMAIN_KINDS, hostAllowed, hostName, listAllDomains, replaceDomains, type SiteDomain } from './domains.ts';
export { listRegisterRules, REGISTER_FIELDS, type RegisterRule, replaceRegisterRules } from './register-rules.ts';
export { getSetting, InvalidSetting, loadSettings, lockSystem, merchantCurrency, merchantTimeZone, setSetting, type SettingChange, type SettingKey, SETTINGS, type Settings, SWITCHES, type SwitchName, UnknownSetting, updateSetting } from './settings.ts';
export { type Gate, gateFor, resolveGate, type VisitorLocation } from './status.ts';
export { setMerchantTimeZone } from './time-zone.ts';
export {
  addDays,
  DAY,
  dayStart,
  fromLocal,
  HOUR,
  lastEnded,
  localDate,
  localDayPoint,
  localDayPointStarts,
  type LocalTime,
  localTime,
  MINUTE,
  nextPeriod,
  type OffsetSpan,
  offsetLabel,
  offsetSpans,
  parseLocal,
  type Period,
  periodAt,
  periodLabel,
  type PeriodType,
  type Preset,
  PRESETS,
  presetRange,
  previousPeriod,
  REALTIME_WINDOW,
  zoneOffset,
} from './periods.ts';
