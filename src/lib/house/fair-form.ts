/**
 * The verification page's form: read from (and written to) the query string, so a game's
 * "verify" link opens the page filled in; turned into the input of verifyRound.
 */
import { FISH_SPECIES } from '../fair/fish.ts';
import { BET_KINDS, type RouletteBet } from '../fair/roulette.ts';
import { GAMES, type GameId, type GameInputs } from '../fair/verify.ts';

export interface FairForm {
  game: GameId;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  /** The hash published before play, to compare with the seed's (optional). */
  hash: string;
  stake: string;
  speciesId: string;
  /** Roulette bets as JSON text. */
  bets: string;
  seats: string;
  ante: string;
}

export const EMPTY_FORM: FairForm = {
  game: 'slot',
  serverSeed: '',
  clientSeed: '',
  nonce: '0',
  hash: '',
  stake: '100',
  speciesId: FISH_SPECIES[0]?.id ?? '',
  bets: '[{"kind":"red","numbers":[1,3,5,7,9,12,14,16,18,19,21,23,25,27,30,32,34,36],"stake":100}]',
  seats: '3',
  ante: '1000',
};

const isGame = (g: string | null): g is GameId => g !== null && (GAMES as readonly string[]).includes(g);

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The form from the page's query: ?game=&serverSeed=&clientSeed=&nonce=&hash=&input=<JSON>. */
export function formFromQuery(search: string): FairForm {
  const q = new URLSearchParams(search);
  const game = q.get('game');
  const form: FairForm = {
    ...EMPTY_FORM,
    game: isGame(game) ? game : EMPTY_FORM.game,
    serverSeed: q.get('serverSeed')?.trim() ?? '',
    clientSeed: q.get('clientSeed') ?? '',
    nonce: q.get('nonce') ?? EMPTY_FORM.nonce,
    hash: q.get('hash')?.trim() ?? '',
  };
  let input: Record<string, unknown> = {};
  try {
    input = record(JSON.parse(q.get('input') ?? '{}'));
  } catch {
    input = {};
  }
  if (typeof input['stake'] === 'number') form.stake = String(input['stake']);
  if (typeof input['speciesId'] === 'string') form.speciesId = input['speciesId'];
  if (Array.isArray(input['bets'])) form.bets = JSON.stringify(input['bets']);
  if (typeof input['seats'] === 'number') form.seats = String(input['seats']);
  if (typeof input['ante'] === 'number') form.ante = String(input['ante']);
  return form;
}

/** A link to the verification page for one round: `fairPath` is the page's localized path. */
export function verifyHref(
  fairPath: string,
  round: { game: string; serverSeed: string; clientSeed: string; nonce: number; input: unknown; serverSeedHash?: string },
): string {
  const q = new URLSearchParams({
    game: round.game,
    serverSeed: round.serverSeed,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    input: JSON.stringify(round.input),
  });
  if (round.serverSeedHash) q.set('hash', round.serverSeedHash);
  return `${fairPath}?${q.toString()}`;
}

/** What is wrong with a form, as the i18n key suffix of the message (fair.error.<problem>). */
export type FormProblem = 'serverSeed' | 'nonce' | 'stake' | 'bets' | 'species' | 'seats' | 'ante';

const wholeNumber = (text: string): number | null => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);

function parseBets(text: string): RouletteBet[] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length === 0) return null;
  const bets: RouletteBet[] = [];
  for (const item of value) {
    const b = record(item);
    const kind = b['kind'];
    const numbers = b['numbers'];
    const stake = b['stake'];
    if (typeof kind !== 'string' || !(BET_KINDS as readonly string[]).includes(kind)) return null;
    if (!Array.isArray(numbers) || !numbers.every((n) => typeof n === 'number')) return null;
    if (typeof stake !== 'number') return null;
    bets.push({ kind: kind as RouletteBet['kind'], numbers: numbers as number[], stake });
  }
  return bets;
}

export type CheckedForm<G extends GameId = GameId> =
  | { ok: true; game: G; serverSeed: string; clientSeed: string; nonce: number; input: GameInputs[G] }
  | { ok: false; problem: FormProblem };

/** The verifyRound arguments of a form, or the first problem found. */
export function checkForm(form: FairForm): CheckedForm {
  const serverSeed = form.serverSeed.trim();
  if (!serverSeed) return { ok: false, problem: 'serverSeed' };
  const nonce = wholeNumber(form.nonce);
  if (nonce === null || !Number.isSafeInteger(nonce)) return { ok: false, problem: 'nonce' };
  const base = { ok: true as const, serverSeed, clientSeed: form.clientSeed, nonce };
  switch (form.game) {
    case 'slot': {
      const stake = wholeNumber(form.stake);
      return stake ? { ...base, game: 'slot', input: { stake } } : { ok: false, problem: 'stake' };
    }
    case 'fish': {
      const stake = wholeNumber(form.stake);
      if (!stake) return { ok: false, problem: 'stake' };
      if (!FISH_SPECIES.some((s) => s.id === form.speciesId)) return { ok: false, problem: 'species' };
      return { ...base, game: 'fish', input: { stake, speciesId: form.speciesId } };
    }
    case 'roulette': {
      const bets = parseBets(form.bets);
      return bets ? { ...base, game: 'roulette', input: { bets } } : { ok: false, problem: 'bets' };
    }
    case 'showdown': {
      const seats = wholeNumber(form.seats);
      const ante = wholeNumber(form.ante);
      if (!seats) return { ok: false, problem: 'seats' };
      if (!ante) return { ok: false, problem: 'ante' };
      return { ...base, game: 'showdown', input: { seats, ante } };
    }
  }
}
