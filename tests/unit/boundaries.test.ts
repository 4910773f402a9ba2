import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of .dependency-cruiser.mjs, run the way `npm run check` runs them (the CLI,
 * exit code and all): over fixtures that break each rule on purpose, and over the real src.
 * Domain rules (decision 019): outside a domain's folder, only its index.ts may be imported.
 */
const ROOT = join(import.meta.dirname, '../..');
const CONFIG = join(ROOT, '.dependency-cruiser.mjs');
const BIN = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
  cycle?: { name: string }[];
}
interface Dependency {
  module: string;
  resolved: string;
  couldNotResolve: boolean;
}
interface Cruise {
  status: number | null;
  violations: Violation[];
  modules: { source: string; dependencies: Dependency[] }[];
}

const depcruise = (cwd: string, ...args: string[]) =>
  spawnSync(process.execPath, [BIN, 'src', '--config', CONFIG, ...args], { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });

/** The check's own run (its exit code fails `npm run check`), then the same cruise as JSON for the details. */
function cruise(cwd: string): Cruise {
  const check = depcruise(cwd);
  const run = depcruise(cwd, '--output-type', 'json');
  if (!run.stdout) throw new Error(`dependency-cruiser wrote nothing: ${run.stderr}`);
  const result = JSON.parse(run.stdout) as { summary: { violations: Violation[] }; modules: Cruise['modules'] };
  return { status: check.status, violations: result.summary.violations, modules: result.modules };
}

const broken = (rule: string, result: Cruise) => result.violations.filter((v) => v.rule.name === rule).map((v) => `${v.from} -> ${v.to}`);

describe('import boundaries', { timeout: 60_000 }, () => {
  it('fails the check on a loop, an island or src/lib importing src/server, and src importing tests', () => {
    const result = cruise(join(ROOT, 'tests/fixtures/boundaries'));
    expect(result.status).not.toBe(0);
    const loop = result.violations.filter((v) => v.rule.name === 'no-circular');
    expect(loop.length).toBeGreaterThan(0);
    for (const v of loop) expect(['src/server/loop-a.ts', 'src/server/loop-b.ts']).toContain(v.from);
    expect(broken('no-client-to-server', result).sort()).toEqual(['src/islands/reads-server.tsx -> src/server/secret.ts', 'src/lib/reads-server.ts -> src/server/secret.ts']);
    expect(broken('no-src-to-tests', result)).toEqual(['src/server/reads-tests.ts -> tests/helper.ts']);
    // An island importing src/lib is allowed.
    expect(result.violations.filter((v) => v.from === 'src/islands/allowed.tsx')).toEqual([]);
  });

  it('fails the check on an import of another domain\'s file, from a domain, from infrastructure and from a loose file', () => {
    const result = cruise(join(ROOT, 'tests/fixtures/boundaries'));
    expect(result.status).not.toBe(0);
    expect(broken('no-domain-internals', result).sort()).toEqual([
      'src/server/cashier/deposits.ts -> src/server/ledger/post.ts',
      'src/server/http/routes/wallet.ts -> src/server/ledger/post.ts',
    ]);
    expect(broken('no-domain-internals-from-outside', result)).toEqual(['src/server/main.ts -> src/server/ledger/post.ts']);
    // Through the index, inside the domain, and from a sub-folder of the same domain: allowed.
    for (const allowed of ['src/server/cashier/withdrawals.ts', 'src/server/providers/house/play.ts', 'src/server/ledger/index.ts']) {
      expect(result.violations.filter((v) => v.from === allowed)).toEqual([]);
    }
    expect(result.violations.filter((v) => v.to === 'src/server/ledger/index.ts')).toEqual([]);
  });

  it('finds no violation in the real src, with its #server/#lib imports resolved to files', () => {
    const result = cruise(ROOT);
    expect(result.violations).toEqual([]);
    expect(result.status).toBe(0);
    const aliased = result.modules.flatMap((m) => m.dependencies).filter((d) => /^#(server|lib)\//.test(d.module));
    expect(aliased.length).toBeGreaterThan(100);
    expect(aliased.filter((d) => d.couldNotResolve || !/^src\/(server|lib)\//.test(d.resolved))).toEqual([]);
  });
});
