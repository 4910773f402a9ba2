/**
 * The simulated feed's invented world: its competitions, their teams (tennis: players) with names
 * in every language, ratings (thousandths; 1000 an average side) and how often each competition
 * plays. Every name is made up for the project; none stands for a real club, player or brand.
 */
import type { SportKey } from '#lib/contracts/sports-model.ts';

export interface SimTeam {
  code: string;
  names: { en: string; bn: string };
  short: { en: string; bn: string };
  rating: number;
}

export interface SimCompetition {
  code: string;
  sport: SportKey;
  names: { en: string; bn: string };
  region: { en: string; bn: string };
  /** A round every this many minutes, its first match at `offsetMinutes` past each period (UTC grid). */
  everyMinutes: number;
  offsetMinutes: number;
  /** Matches a round plays, their starts this far apart. */
  matchesPerRound: number;
  staggerMinutes: number;
  teams: SimTeam[];
}

const team = (code: string, en: string, bn: string, shortEn: string, shortBn: string, rating: number): SimTeam => ({ code, names: { en, bn }, short: { en: shortEn, bn: shortBn }, rating });

const MERIDIA = { en: 'Meridia', bn: 'মেরিডিয়া' };
const NORTHLANDS = { en: 'Northlands', bn: 'উত্তরভূমি' };
const DELTA = { en: 'River Delta', bn: 'নদী ব-দ্বীপ' };
const ONLINE = { en: 'Online', bn: 'অনলাইন' };

export const SIM_COMPETITIONS: readonly SimCompetition[] = [
  {
    code: 'coastal-premier',
    sport: 'football',
    names: { en: 'Coastal Premier League', bn: 'উপকূল প্রিমিয়ার লিগ' },
    region: MERIDIA,
    everyMinutes: 120,
    offsetMinutes: 0,
    matchesPerRound: 3,
    staggerMinutes: 20,
    teams: [
      team('harbour-gulls', 'Harbour Gulls', 'বন্দর গাংচিল', 'HGU', 'গাংচিল', 1180),
      team('redcliff-foxes', 'Redcliff Foxes', 'লালপাহাড় খেঁকশিয়াল', 'RCF', 'লালপাহাড়', 1120),
      team('saltmarsh-herons', 'Saltmarsh Herons', 'নোনাজলা বক', 'SMH', 'নোনাজলা', 990),
      team('stonebridge-athletic', 'Stonebridge Athletic', 'পাথরসেতু অ্যাথলেটিক', 'STB', 'পাথরসেতু', 1050),
      team('lantern-bay', 'Lantern Bay FC', 'লণ্ঠন উপসাগর এফসি', 'LBY', 'লণ্ঠন', 940),
      team('copperhill-otters', 'Copperhill Otters', 'তামাপাহাড় ভোঁদড়', 'CHO', 'তামাপাহাড়', 1010),
      team('northtide-mariners', 'Northtide Mariners', 'উত্তরজোয়ার নাবিক', 'NTM', 'নাবিক', 880),
      team('palm-grove-kites', 'Palm Grove Kites', 'তালবাগান চিল', 'PGK', 'তালবাগান', 960),
    ],
  },
  {
    code: 'highland-championship',
    sport: 'football',
    names: { en: 'Highland Championship', bn: 'পার্বত্য চ্যাম্পিয়নশিপ' },
    region: NORTHLANDS,
    everyMinutes: 120,
    offsetMinutes: 40,
    matchesPerRound: 3,
    staggerMinutes: 20,
    teams: [
      team('pinecrest-lynx', 'Pinecrest Lynx', 'পাইনচূড়া বনবিড়াল', 'PCL', 'পাইনচূড়া', 1100),
      team('ironvale-miners', 'Ironvale Miners', 'লৌহ উপত্যকা খনিশ্রমিক', 'IVM', 'লৌহ উপত্যকা', 1040),
      team('frostmoor-stags', 'Frostmoor Stags', 'তুষারপ্রান্তর হরিণ', 'FMS', 'তুষারপ্রান্তর', 970),
      team('glenbrook-ravens', 'Glenbrook Ravens', 'ঝরনাধারা দাঁড়কাক', 'GBR', 'ঝরনাধারা', 1010),
      team('ashwood-badgers', 'Ashwood Badgers', 'ছাইবন ব্যাজার', 'AWB', 'ছাইবন', 920),
      team('summit-falcons', 'Summit Falcons', 'শিখর বাজপাখি', 'SMF', 'শিখর', 1150),
      team('cedar-ridge-bears', 'Cedar Ridge Bears', 'দেবদারু শৈল ভালুক', 'CRB', 'দেবদারু', 990),
      team('misty-peak-owls', 'Misty Peak Owls', 'কুয়াশাচূড়া পেঁচা', 'MPO', 'কুয়াশাচূড়া', 900),
    ],
  },
  {
    code: 'delta-super',
    sport: 'football',
    names: { en: 'Delta Super League', bn: 'ব-দ্বীপ সুপার লিগ' },
    region: DELTA,
    everyMinutes: 120,
    offsetMinutes: 80,
    matchesPerRound: 3,
    staggerMinutes: 20,
    teams: [
      team('lotus-lagoon', 'Lotus Lagoon FC', 'পদ্মদিঘি এফসি', 'LLF', 'পদ্মদিঘি', 1090),
      team('monsoon-strikers', 'Monsoon Strikers', 'বর্ষা স্ট্রাইকার্স', 'MSS', 'বর্ষা', 1130),
      team('jute-town-weavers', 'Jute Town Weavers', 'পাটনগর তাঁতি', 'JTW', 'পাটনগর', 960),
      team('silver-hilsa', 'Silver Hilsa SC', 'রুপালি ইলিশ এসসি', 'SHS', 'রুপালি ইলিশ', 1020),
      team('kingfisher-ac', 'Kingfisher AC', 'মাছরাঙা এসি', 'KFA', 'মাছরাঙা', 1000),
      team('mangrove-crocodiles', 'Mangrove Crocodiles', 'বাদাবন কুমির', 'MGC', 'বাদাবন', 940),
      team('tea-garden-hornbills', 'Tea Garden Hornbills', 'চা-বাগান ধনেশ', 'TGH', 'চা-বাগান', 980),
      team('riverport-dolphins', 'Riverport Dolphins', 'নদীবন্দর শুশুক', 'RPD', 'নদীবন্দর', 910),
    ],
  },
  {
    code: 'metro-hoops',
    sport: 'basketball',
    names: { en: 'Metro Basketball League', bn: 'মহানগর বাস্কেটবল লিগ' },
    region: MERIDIA,
    everyMinutes: 120,
    offsetMinutes: 60,
    matchesPerRound: 3,
    staggerMinutes: 20,
    teams: [
      team('skyline-comets', 'Skyline Comets', 'দিগন্ত ধূমকেতু', 'SKC', 'দিগন্ত', 1120),
      team('neon-jackals', 'Neon Jackals', 'নিয়ন শিয়াল', 'NJK', 'নিয়ন', 1030),
      team('dockside-giants', 'Dockside Giants', 'জেটিঘাট দানব', 'DSG', 'জেটিঘাট', 990),
      team('uptown-pilots', 'Uptown Pilots', 'উপশহর বৈমানিক', 'UTP', 'উপশহর', 950),
      team('thunder-valley-bison', 'Thunder Valley Bison', 'বজ্র উপত্যকা বাইসন', 'TVB', 'বজ্র উপত্যকা', 1080),
      team('crystal-bay-sharks', 'Crystal Bay Sharks', 'স্ফটিক উপসাগর হাঙর', 'CBS', 'স্ফটিক', 1010),
      team('midtown-meteors', 'Midtown Meteors', 'মধ্যনগর উল্কা', 'MTM', 'মধ্যনগর', 920),
      team('lakeshore-cranes', 'Lakeshore Cranes', 'হ্রদতীর সারস', 'LSC', 'হ্রদতীর', 970),
    ],
  },
  {
    code: 'meridia-open-tour',
    sport: 'tennis',
    names: { en: 'Meridia Open Tour', bn: 'মেরিডিয়া ওপেন ট্যুর' },
    region: MERIDIA,
    everyMinutes: 90,
    offsetMinutes: 55,
    matchesPerRound: 2,
    staggerMinutes: 20,
    teams: [
      team('arlen-voss', 'Arlen Voss', 'আরলেন ভস', 'VOS', 'ভস', 1150),
      team('mira-castellane', 'Mira Castellane', 'মিরা কাস্তেলান', 'CAS', 'কাস্তেলান', 1120),
      team('tomas-rellik', 'Tomas Rellik', 'টমাস রেলিক', 'REL', 'রেলিক', 1060),
      team('ines-fairweather', 'Ines Fairweather', 'ইনেস ফেয়ারওয়েদার', 'FAI', 'ফেয়ারওয়েদার', 1010),
      team('dario-kestrel', 'Dario Kestrel', 'দারিও কেস্ট্রেল', 'KES', 'কেস্ট্রেল', 980),
      team('yuki-tanaberu', 'Yuki Tanaberu', 'ইউকি তানাবেরু', 'TAN', 'তানাবেরু', 1040),
      team('rafiq-sundar', 'Rafiq Sundar', 'রফিক সুন্দর', 'SUN', 'সুন্দর', 950),
      team('lena-morrow', 'Lena Morrow', 'লেনা মরো', 'MOR', 'মরো', 930),
      team('oskar-brandvik', 'Oskar Brandvik', 'অস্কার ব্রান্ডভিক', 'BRA', 'ব্রান্ডভিক', 1000),
      team('priya-halden', 'Priya Halden', 'প্রিয়া হালডেন', 'HAL', 'হালডেন', 970),
    ],
  },
  {
    code: 'meridia-t20',
    sport: 'cricket',
    names: { en: 'Meridia T20 League', bn: 'মেরিডিয়া টি-টোয়েন্টি লিগ' },
    region: MERIDIA,
    everyMinutes: 180,
    offsetMinutes: 95,
    matchesPerRound: 2,
    staggerMinutes: 30,
    teams: [
      team('coral-coast-cobras', 'Coral Coast Cobras', 'প্রবাল উপকূল গোখরা', 'CCC', 'গোখরা', 1090),
      team('hilltop-leopards', 'Hilltop Leopards', 'পাহাড়চূড়া চিতা', 'HTL', 'চিতা', 1040),
      team('delta-rhinos', 'Delta Rhinos', 'ব-দ্বীপ গন্ডার', 'DRH', 'গন্ডার', 990),
      team('dune-camels', 'Dune Camels', 'বালিয়াড়ি উট', 'DUC', 'উট', 940),
      team('green-valley-peacocks', 'Green Valley Peacocks', 'সবুজ উপত্যকা ময়ূর', 'GVP', 'ময়ূর', 1010),
      team('old-fort-elephants', 'Old Fort Elephants', 'পুরোনো কেল্লা হাতি', 'OFE', 'হাতি', 960),
    ],
  },
  {
    code: 'arcane-clash',
    sport: 'moba',
    names: { en: 'Arcane Clash Series', bn: 'রহস্য সংঘাত সিরিজ' },
    region: ONLINE,
    everyMinutes: 90,
    offsetMinutes: 30,
    matchesPerRound: 2,
    staggerMinutes: 25,
    teams: [
      team('void-wardens', 'Void Wardens', 'শূন্য প্রহরী', 'VWD', 'প্রহরী', 1120),
      team('ember-circuit', 'Ember Circuit', 'অঙ্গার সার্কিট', 'EMB', 'অঙ্গার', 1060),
      team('nightglass', 'Nightglass', 'রাতকাচ', 'NGL', 'রাতকাচ', 1000),
      team('runebound-five', 'Runebound Five', 'রুনবাঁধা পঞ্চক', 'RBF', 'পঞ্চক', 980),
      team('astral-tide', 'Astral Tide', 'নাক্ষত্র জোয়ার', 'AST', 'জোয়ার', 1030),
      team('obsidian-owls', 'Obsidian Owls', 'কৃষ্ণকাচ পেঁচা', 'OBO', 'কৃষ্ণকাচ', 940),
    ],
  },
  {
    code: 'siege-cup',
    sport: 'shooter',
    names: { en: 'Tactical Siege Cup', bn: 'কৌশলী অবরোধ কাপ' },
    region: ONLINE,
    everyMinutes: 120,
    offsetMinutes: 110,
    matchesPerRound: 2,
    staggerMinutes: 20,
    teams: [
      team('static-vultures', 'Static Vultures', 'স্থির শকুন', 'STV', 'শকুন', 1090),
      team('crimson-relay', 'Crimson Relay', 'রক্তিম রিলে', 'CRR', 'রক্তিম', 1050),
      team('blackout-syndicate', 'Blackout Syndicate', 'আঁধার সিন্ডিকেট', 'BOS', 'আঁধার', 1010),
      team('zero-hour', 'Zero Hour', 'শূন্য প্রহর', 'ZHR', 'প্রহর', 970),
      team('glacier-ops', 'Glacier Ops', 'হিমবাহ অভিযান', 'GLO', 'হিমবাহ', 1000),
      team('quicksilver-unit', 'Quicksilver Unit', 'পারদ দল', 'QSU', 'পারদ', 940),
    ],
  },
];

const MINUTE = 60_000;

export interface SimPairing {
  competition: SimCompetition;
  round: number;
  home: SimTeam;
  away: SimTeam;
  startsAt: number;
}

/**
 * Round `round`'s matches of a competition: a round robin by the circle method (every team meets
 * every other once per n−1 rounds, home and away swapped in alternate cycles), of which the round
 * plays `matchesPerRound` pairs, the choice rotating so every pair comes up in turn.
 */
export function roundPairings(c: SimCompetition, round: number): SimPairing[] {
  const n = c.teams.length;
  const cycle = n - 1;
  const r = ((round % cycle) + cycle) % cycle;
  const swap = Math.floor(round / cycle) % 2 === 1;
  const others = c.teams.slice(1);
  const rotated = [...others.slice(r), ...others.slice(0, r)];
  const circle = [c.teams[0]!, ...rotated];
  const pairs: [SimTeam, SimTeam][] = [];
  for (let i = 0; i < n / 2; i++) {
    const a = circle[i]!;
    const b = circle[n - 1 - i]!;
    pairs.push(((i + r) % 2 === 0) !== swap ? [a, b] : [b, a]);
  }
  const start = round * c.everyMinutes * MINUTE + c.offsetMinutes * MINUTE;
  const first = (round * c.matchesPerRound) % pairs.length;
  const out: SimPairing[] = [];
  for (let k = 0; k < Math.min(c.matchesPerRound, pairs.length); k++) {
    const [home, away] = pairs[(first + k) % pairs.length]!;
    out.push({ competition: c, round, home, away, startsAt: start + k * c.staggerMinutes * MINUTE });
  }
  return out;
}

/** Every match of every competition starting in [from, to), in start order. */
export function pairingsBetween(from: number, to: number): SimPairing[] {
  const out: SimPairing[] = [];
  for (const c of SIM_COMPETITIONS) {
    const every = c.everyMinutes * MINUTE;
    const span = c.offsetMinutes * MINUTE + c.matchesPerRound * c.staggerMinutes * MINUTE;
    const firstRound = Math.floor((from - span) / every);
    const lastRound = Math.ceil(to / every);
    for (let r = firstRound; r <= lastRound; r++) for (const p of roundPairings(c, r)) if (p.startsAt >= from && p.startsAt < to) out.push(p);
  }
  return out.sort((a, b) => a.startsAt - b.startsAt || a.competition.code.localeCompare(b.competition.code));
}
