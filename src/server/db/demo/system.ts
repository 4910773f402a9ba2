import type { RegisterRulesTable } from '#server/db/tables/system.ts';

type Rule = Omit<RegisterRulesTable, 'sort'>;

/** Registration field rules of the demo merchant (spec §5 fields). Patterns are JavaScript regular expressions; "*" accepts anything. */
export const REGISTER_RULES: Rule[] = [
  { field: 'username', enabled: 1, required: 1, accepted_pattern: '^[A-Za-z][A-Za-z0-9]*$', pattern_id: 'LETTER_FIRST_ALNUM', min_length: 6, max_length: 16 },
  { field: 'password', enabled: 1, required: 1, accepted_pattern: '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7E]+$', pattern_id: 'LETTERS_AND_DIGITS', min_length: 8, max_length: 64 },
  { field: 'payeeName', enabled: 1, required: 0, accepted_pattern: '^\\p{L}+(?: \\p{L}+)+$', pattern_id: 'FULL_NAME', min_length: 3, max_length: 60 },
  { field: 'paymentPassword', enabled: 0, required: 0, accepted_pattern: '^\\d+$', pattern_id: 'DIGITS', min_length: 6, max_length: 6 },
  { field: 'email', enabled: 1, required: 0, accepted_pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', pattern_id: 'EMAIL', min_length: 6, max_length: 80 },
  { field: 'mobileNum', enabled: 1, required: 0, accepted_pattern: '^\\d+$', pattern_id: 'DIGITS', min_length: 7, max_length: 12 },
  { field: 'qqNum', enabled: 0, required: 0, accepted_pattern: '^\\d+$', pattern_id: 'DIGITS', min_length: 5, max_length: 12 },
  { field: 'line', enabled: 0, required: 0, accepted_pattern: '^\\S+$', pattern_id: 'NO_SPACES', min_length: 3, max_length: 30 },
  { field: 'whatsapp', enabled: 1, required: 0, accepted_pattern: '^\\d+$', pattern_id: 'DIGITS', min_length: 7, max_length: 15 },
  { field: 'facebook', enabled: 0, required: 0, accepted_pattern: '^\\S+$', pattern_id: 'NO_SPACES', min_length: 3, max_length: 50 },
  { field: 'wechat', enabled: 0, required: 0, accepted_pattern: '^[A-Za-z0-9_-]+$', pattern_id: 'ALNUM', min_length: 6, max_length: 20 },
  { field: 'idNumber', enabled: 0, required: 0, accepted_pattern: '^[A-Za-z0-9]+$', pattern_id: 'ALNUM', min_length: 6, max_length: 20 },
  { field: 'affiliateCode', enabled: 1, required: 0, accepted_pattern: '^[A-Za-z0-9]+$', pattern_id: 'ALNUM', min_length: 4, max_length: 16 },
  { field: 'recommenderId', enabled: 0, required: 0, accepted_pattern: '^[A-Za-z0-9]+$', pattern_id: 'ALNUM', min_length: 4, max_length: 16 },
  { field: 'captcha', enabled: 0, required: 0, accepted_pattern: '^[A-Za-z0-9]+$', pattern_id: 'ALNUM', min_length: 4, max_length: 6 },
];

/** Countries offered in the dialing-code selector, most likely first. */
export const COUNTRIES: [code: string, dialing: string][] = [
  ['BD', '880'], ['IN', '91'], ['NP', '977'], ['PK', '92'], ['LK', '94'], ['MM', '95'], ['MY', '60'],
  ['SG', '65'], ['TH', '66'], ['VN', '84'], ['ID', '62'], ['PH', '63'], ['AE', '971'], ['SA', '966'],
  ['QA', '974'], ['GB', '44'],
];

export const RESOURCES = [
  { resource_type: 'IOS', url: '/down#ios', label_name_en: 'iOS' },
  { resource_type: 'MOBILECONFIG', url: '/downloads/meridian.mobileconfig', label_name_en: 'iOS lite' },
  { resource_type: 'ANDROID', url: '/down#android', label_name_en: 'Android' },
];

/** Game studios of the built-in house provider, by category (names and artwork invented for this site). */
export const VENDORS = [
  { code: 'MRD_LIVE', display_name: 'Meridian Live', category: 'LIVE', small_icon: '/images/vendors/mrd-live.svg', is_hot: 1 },
  { code: 'LOTUS_LIVE', display_name: 'Lotus Studio', category: 'LIVE', small_icon: '/images/vendors/lotus-live.svg', is_hot: 0 },
  { code: 'PITCH_SPORTS', display_name: 'Pitchside', category: 'SPORTS', small_icon: '/images/vendors/pitch-sports.svg', is_hot: 1 },
  { code: 'MRD_SLOT', display_name: 'Meridian Slots', category: 'RNG', small_icon: '/images/vendors/mrd-slot.svg', is_hot: 1 },
  { code: 'NOVA_SLOT', display_name: 'Nova Reels', category: 'RNG', small_icon: '/images/vendors/nova-slot.svg', is_hot: 0 },
  { code: 'JADE_SLOT', display_name: 'Jade Spin', category: 'RNG', small_icon: '/images/vendors/jade-slot.svg', is_hot: 0 },
  { code: 'MRD_FISH', display_name: 'Meridian Fishing', category: 'FISH', small_icon: '/images/vendors/mrd-fish.svg', is_hot: 1 },
  { code: 'MRD_CARD', display_name: 'Meridian Cards', category: 'PVP', small_icon: '/images/vendors/mrd-card.svg', is_hot: 1 },
  { code: 'ARENA_ESPORTS', display_name: 'Arena X', category: 'SPORTS', small_icon: '/images/vendors/arena-esports.svg', is_hot: 0 },
  { code: 'MRD_LOTTO', display_name: 'Meridian Lotto', category: 'LOTT', small_icon: '/images/vendors/mrd-lotto.svg', is_hot: 0 },
  { code: 'QUICK_ELOTT', display_name: 'Quick Draw', category: 'ELOTT', small_icon: '/images/vendors/quick-elott.svg', is_hot: 0 },
];

/** Vendors the demo merchant lists under e-sports (moved there from SPORTS). */
export const ESPORTS_VENDORS = ['ARENA_ESPORTS'];
