/**
 * Moves in the downline tree under parallel requests (docs/decisions/014): two moves that each
 * look fine alone must not close a cycle together, and members joining under a member being moved
 * get the closure rows of where it ends up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickMember } from '#server/agents/seed-data.ts';
import { moveMember } from '#server/agents/tree.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';

const TREES = 12;

describe.each(DIALECTS)('downline tree races on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(() => t.close());

  const settle = <T>(p: Promise<T>) => p.then(() => 'ok' as const, (err: { code?: string }) => err.code ?? String(err));

  /** The closure table equals what upline_id says, and no member is its own ancestor (walks stop at a cycle). */
  async function consistent(): Promise<void> {
    const members = await t.app.db.selectFrom('members').select(['id', 'upline_id']).execute();
    const parent = new Map(members.map((m) => [Number(m.id), m.upline_id === null ? null : Number(m.upline_id)]));
    const expected: string[] = [];
    for (const m of members) {
      let depth = 0;
      for (let cur: number | null = Number(m.id); cur !== null; cur = parent.get(cur) ?? null, depth++) {
        expect(depth, `member ${m.id} is below itself`).toBeLessThan(members.length);
        expected.push(`${cur}>${m.id}@${depth}`);
      }
    }
    const rows = await t.app.db.selectFrom('member_tree').select(['ancestor_id', 'descendant_id', 'depth']).execute();
    expect(rows.map((r) => `${r.ancestor_id}>${r.descendant_id}@${r.depth}`).sort()).toEqual(expected.sort());
  }

  it(`crossing moves (${TREES} trees at once) never close a cycle: one moves, the other is INVALID_MOVE`, async () => {
    const trees = await Promise.all(
      Array.from({ length: TREES }, async () => {
        const top = await quickMember(t.app.db, { isAgent: 1 });
        const a = await quickMember(t.app.db, { isAgent: 2, uplineId: top });
        const b = await quickMember(t.app.db, { isAgent: 2, uplineId: top });
        const underA = await quickMember(t.app.db, { isAgent: 41, uplineId: a });
        const underB = await quickMember(t.app.db, { isAgent: 41, uplineId: b });
        return { a, b, underA, underB };
      }),
    );
    // a under b's child while b goes under a's child: each alone is fine, both together a cycle.
    const results = await Promise.all(trees.map((x) => Promise.all([settle(moveMember(t.app.db, x.a, x.underB)), settle(moveMember(t.app.db, x.b, x.underA))])));
    for (const r of results) expect(r.slice().sort()).toEqual(['INVALID_MOVE', 'ok']);
    await consistent();
  });

  it('30 members joining under a member while it moves all hang where it ends up', async () => {
    const top = await quickMember(t.app.db, { isAgent: 1 });
    const other = await quickMember(t.app.db, { isAgent: 1 });
    const agent = await quickMember(t.app.db, { isAgent: 2, uplineId: top });
    await Promise.all([...Array.from({ length: 30 }, () => quickMember(t.app.db, { uplineId: agent })), moveMember(t.app.db, agent, other)]);
    const team = await t.app.db.selectFrom('member_tree').select('descendant_id').where('ancestor_id', '=', other).where('depth', '=', 2).execute();
    expect(team).toHaveLength(30);
    await consistent();
  });
});
