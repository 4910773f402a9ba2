import { describe, expect, it } from 'vitest';
import type { DrawProof } from '#lib/contracts/lottery-fair.ts';
import { serverSeedHash } from '#lib/fair/rng.ts';
import { drawResult } from '#lib/lottery/fair-draw.ts';
import { checkDrawProof, drawIdFrom } from '#lib/lottery/verify-draw.ts';
import { chainEnd, seedAt } from '#server/lottery/chain-seeds.ts';

const SECRET = '0123456789abcdef'.repeat(4);
const LENGTH = 40;

/** A proof as the server answers it for the draw that took seed `index` of a 40-seed chain. */
function proof(index: number): DrawProof {
  const seed = seedAt(SECRET, index);
  const commitment = chainEnd(SECRET, LENGTH);
  const drawKey = `SSC_1M:20261126-${index}`;
  return {
    draw: { id: 7, number: `20261126-${index}`, status: 'settled', opensAt: 1, closesAt: 2, drawAt: 3, result: drawResult('ssc', seed, drawKey), source: 'house', revision: 0, verifiable: true },
    lottery: 'SSC_1M',
    lotteryName: 'SSC',
    format: 'ssc',
    gap: null,
    chain: { id: 1, commitment, length: LENGTH, used: LENGTH - index, status: 'active', createdAt: 0, retiredAt: null, secret: null },
    seedIndex: index,
    seed,
    previousLink: index === LENGTH - 1 ? commitment : seedAt(SECRET, index + 1),
    previousDraw: index === LENGTH - 1 ? null : { id: 6, number: 'x' },
    drawKey,
  };
}

describe('the verification page’s checks', () => {
  it('seeds of a chain link: SHA-256 of seed k is seed k+1, up to the commitment', () => {
    let link = chainEnd(SECRET, LENGTH);
    for (let k = LENGTH - 1; k >= 0; k--) {
      const seed = seedAt(SECRET, k);
      expect(serverSeedHash(seed)).toBe(link);
      link = seed;
    }
    expect(link).toBe(SECRET);
  });

  it('verifies an honest draw: the first of the chain and a later one', () => {
    for (const index of [LENGTH - 1, 17]) {
      const c = checkDrawProof(proof(index));
      expect(c).toMatchObject({ linkOk: true, chainOk: true, resultOk: true, verified: true, chainSteps: LENGTH - index });
      expect(c?.message).toBe(`SSC_1M:20261126-${index}:0`);
    }
  });

  it('fails a tampered result', () => {
    const p = proof(20);
    const result = [...(p.draw.result ?? [])];
    result[0] = String((Number(result[0]) + 1) % 10);
    const c = checkDrawProof({ ...p, draw: { ...p.draw, result } });
    expect(c).toMatchObject({ linkOk: true, chainOk: true, resultOk: false, verified: false });
  });

  it('fails a seed swapped for another (the numbers it gives do not help: the links break)', () => {
    const p = proof(20);
    const other = serverSeedHash('not the chain');
    const c = checkDrawProof({ ...p, seed: other, draw: { ...p.draw, result: drawResult('ssc', other, p.drawKey ?? '') } });
    expect(c).toMatchObject({ linkOk: false, chainOk: false, resultOk: true, verified: false });
  });

  it('fails a seed taken from the wrong place in the chain', () => {
    const p = proof(20);
    const seed = seedAt(SECRET, 21);
    const c = checkDrawProof({ ...p, seed, draw: { ...p.draw, result: drawResult('ssc', seed, p.drawKey ?? '') } });
    expect(c?.verified).toBe(false);
    expect(c?.chainOk).toBe(false);
  });

  it('fails a wrong commitment and a wrong draw key', () => {
    const p = proof(20);
    expect(checkDrawProof({ ...p, chain: { ...p.chain!, commitment: serverSeedHash('x') } })?.verified).toBe(false);
    expect(checkDrawProof({ ...p, drawKey: 'SSC_1M:20261126-99' })?.resultOk).toBe(false);
  });

  it('checks nothing when there is nothing to check', () => {
    const p = proof(20);
    expect(checkDrawProof({ ...p, gap: 'not-drawn', seed: null })).toBeNull();
    expect(checkDrawProof({ ...p, seed: 'XYZ' })).toBeNull();
    expect(checkDrawProof({ ...p, draw: { ...p.draw, result: null } })).toBeNull();
  });

  it('still walks to the commitment when no previous link is given', () => {
    expect(checkDrawProof({ ...proof(20), previousLink: null })).toMatchObject({ linkOk: null, chainOk: true, verified: true });
  });

  it('reads the draw id of the page’s address', () => {
    expect(drawIdFrom('?draw=42')).toBe(42);
    expect(drawIdFrom('?draw=0')).toBeNull();
    expect(drawIdFrom('?draw=-3')).toBeNull();
    expect(drawIdFrom('?draw=1e3')).toBeNull();
    expect(drawIdFrom('')).toBeNull();
  });
});
