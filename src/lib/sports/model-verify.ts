/**
 * /sports/verify's checks, run in the browser: the seed's SHA-256 against the commitment published
 * before the match, the match replayed from the seed and the published inputs, and its final score
 * against the result the markets were settled on.
 */
import { type FinalScore, SPORT_KEYS, type SportKey } from '#lib/contracts/sports-model.ts';
import { commitmentOf, SIM_MODEL, type SimInputs, type SimMatch, simulateMatch } from './simulate.ts';

export interface SimProof {
  sport: SportKey;
  commitment: string | null;
  seed: string;
  /** The published inputs (`sports_events.sim`), as fetched or pasted. */
  sim: unknown;
  /** The published result; typed by hand it may lack the parts (then only the totals are compared). */
  result: { home: number; away: number; parts?: [number, number][] } | null;
}

export interface SimCheck {
  /** SHA-256 of the seed as computed here. */
  hash: string;
  /** null without a published commitment to compare. */
  commitmentOk: boolean | null;
  inputs: SimInputs | null;
  match: SimMatch | null;
  /** null without a published result to compare. */
  resultOk: boolean | null;
  verdict: 'verified' | 'mismatch' | 'replayed';
}

/** The inputs if they are a simulation's inputs of a model this page knows. */
export function simInputsOf(sim: unknown): SimInputs | null {
  if (!sim || typeof sim !== 'object') return null;
  const s = sim as Record<string, unknown>;
  const r = s['ratings'] as Record<string, unknown> | undefined;
  if (s['model'] !== SIM_MODEL || typeof s['key'] !== 'string' || !r || typeof r['home'] !== 'number' || typeof r['away'] !== 'number') return null;
  return { model: SIM_MODEL, key: s['key'], ratings: { home: r['home'], away: r['away'] } };
}

export const isSportKey = (text: string): text is SportKey => (SPORT_KEYS as readonly string[]).includes(text);

const sameScore = (a: FinalScore, b: NonNullable<SimProof['result']>) =>
  a.home === b.home && a.away === b.away && (!b.parts || (a.parts.length === b.parts.length && a.parts.every((p, i) => p[0] === b.parts?.[i]?.[0] && p[1] === b.parts?.[i]?.[1])));

/** Every check of a proof: verified only when the hash, the inputs and the result all agree. */
export function checkSimProof(proof: SimProof): SimCheck {
  const hash = commitmentOf(proof.seed);
  const commitmentOk = proof.commitment ? proof.commitment.trim().toLowerCase() === hash : null;
  const inputs = simInputsOf(proof.sim);
  const match = inputs ? simulateMatch(proof.sport, proof.seed, inputs.key, inputs.ratings) : null;
  const resultOk = match && proof.result ? sameScore(match.final, proof.result) : null;
  const bad = commitmentOk === false || !inputs || resultOk === false;
  const verdict = bad ? 'mismatch' : commitmentOk && resultOk ? 'verified' : 'replayed';
  return { hash, commitmentOk, inputs, match, resultOk, verdict };
}

/** A score typed as "2-1" (or "2:1"), or null. */
export function scoreFrom(text: string): { home: number; away: number } | null {
  const m = /^\s*(\d{1,4})\s*[-:–]\s*(\d{1,4})\s*$/.exec(text);
  return m ? { home: Number(m[1]), away: Number(m[2]) } : null;
}
