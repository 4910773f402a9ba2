/**
 * The house studios' games (names and artwork invented for this site). Each runs on one of the
 * house engines; `theme` picks the artwork and `stakes` the allowed stakes in minor units.
 */
export interface DemoGame {
  vendor: string;
  code: string;
  name: string;
  nameBn: string;
  category: string;
  engine: 'slot' | 'roulette' | 'fish' | 'showdown';
  hot?: boolean;
  config: Record<string, unknown>;
}

const slotStakes = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000];
const tableLimits = { minChip: 10, maxTotal: 500_000, chips: [10, 50, 100, 500, 1000, 5000] };
const fishStakes = [10, 20, 50, 100, 200, 500, 1000];

export const GAMES: DemoGame[] = [
  { vendor: 'MRD_SLOT', code: 'golden-meridian', name: 'Golden Meridian', nameBn: 'গোল্ডেন মেরিডিয়ান', category: 'RNG', engine: 'slot', hot: true, config: { theme: 'gold', stakes: slotStakes } },
  { vendor: 'MRD_SLOT', code: 'royal-sevens', name: 'Royal Sevens', nameBn: 'রয়্যাল সেভেনস', category: 'RNG', engine: 'slot', config: { theme: 'royal', stakes: slotStakes } },
  { vendor: 'MRD_SLOT', code: 'tiger-temple', name: 'Tiger Temple', nameBn: 'টাইগার টেম্পল', category: 'RNG', engine: 'slot', hot: true, config: { theme: 'tiger', stakes: slotStakes } },
  { vendor: 'NOVA_SLOT', code: 'nova-stars', name: 'Nova Stars', nameBn: 'নোভা স্টারস', category: 'RNG', engine: 'slot', config: { theme: 'nova', stakes: slotStakes } },
  { vendor: 'NOVA_SLOT', code: 'cosmic-gems', name: 'Cosmic Gems', nameBn: 'কসমিক জেমস', category: 'RNG', engine: 'slot', hot: true, config: { theme: 'cosmic', stakes: slotStakes } },
  { vendor: 'JADE_SLOT', code: 'jade-dragon', name: 'Jade Dragon', nameBn: 'জেড ড্রাগন', category: 'RNG', engine: 'slot', hot: true, config: { theme: 'jade', stakes: slotStakes } },
  { vendor: 'JADE_SLOT', code: 'lotus-fortune', name: 'Lotus Fortune', nameBn: 'লোটাস ফরচুন', category: 'RNG', engine: 'slot', config: { theme: 'lotus', stakes: slotStakes } },
  { vendor: 'JADE_SLOT', code: 'monsoon-riches', name: 'Monsoon Riches', nameBn: 'বর্ষার ধন', category: 'RNG', engine: 'slot', config: { theme: 'monsoon', stakes: slotStakes } },
  { vendor: 'MRD_LIVE', code: 'meridian-roulette', name: 'Meridian Roulette', nameBn: 'মেরিডিয়ান রুলেট', category: 'LIVE', engine: 'roulette', hot: true, config: { theme: 'classic', ...tableLimits } },
  { vendor: 'MRD_LIVE', code: 'vip-roulette', name: 'VIP Roulette', nameBn: 'ভিআইপি রুলেট', category: 'LIVE', engine: 'roulette', config: { theme: 'vip', minChip: 100, maxTotal: 5_000_000, chips: [100, 500, 1000, 5000, 10000, 50000] } },
  { vendor: 'LOTUS_LIVE', code: 'lotus-roulette', name: 'Lotus Roulette', nameBn: 'লোটাস রুলেট', category: 'LIVE', engine: 'roulette', config: { theme: 'lotus', ...tableLimits } },
  { vendor: 'MRD_FISH', code: 'ocean-hunter', name: 'Ocean Hunter', nameBn: 'ওশান হান্টার', category: 'FISH', engine: 'fish', hot: true, config: { theme: 'ocean', stakes: fishStakes } },
  { vendor: 'MRD_FISH', code: 'deep-sea-fortune', name: 'Deep Sea Fortune', nameBn: 'গভীর সাগরের ভাগ্য', category: 'FISH', engine: 'fish', config: { theme: 'deep', stakes: fishStakes } },
  { vendor: 'MRD_CARD', code: 'three-card-showdown', name: 'Three-card Showdown', nameBn: 'তিন তাসের শোডাউন', category: 'PVP', engine: 'showdown', hot: true, config: { theme: 'felt' } },
];

/** Studios shown but under maintenance (none in the demo: the sportsbook serves Pitchside and Arena X). */
export const VENDORS_UNDER_MAINTENANCE: string[] = [];

/** What the demo players start with (minor units), as settled deposits. */
export const OPENING_BALANCES: Record<string, number> = { player01: 5_000_000, player02: 250_000, agentone: 20_000_000, agenttwo: 5_000_000, agent41: 1_000_000, agent42: 500_000 };

/** The card rooms of Three-card Showdown: antes in minor units; play-money rooms for trial sessions. */
export const ROOMS: { name: string; ante: number; seats: number; mode: 'real' | 'play' }[] = [
  { name: 'Tea Garden', ante: 1_000, seats: 6, mode: 'real' },
  { name: 'River Ghat', ante: 5_000, seats: 6, mode: 'real' },
  { name: 'Sundarbans', ante: 20_000, seats: 6, mode: 'real' },
  { name: 'Royal Bengal', ante: 100_000, seats: 4, mode: 'real' },
  { name: 'Practice Table', ante: 1_000, seats: 6, mode: 'play' },
  { name: 'Practice High', ante: 10_000, seats: 6, mode: 'play' },
];
