import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { memoryTable, sectionMemory, startSection } from '../load/memory.ts';

describe('the benchmarks memory table', () => {
  it('adds a section row, then replaces it and keeps the other sections in their order', () => {
    const one = memoryTable('', 'api-sqlite', { serverMb: 241, selfMb: 409, load: '1.2' }, '2026-11-26');
    expect(one.split('\n')).toHaveLength(3);
    expect(one).toContain('| api-sqlite | 241 | 409 | 2026-11-26, 1.2 |');
    const two = memoryTable(`\n${one}\n`, 'vip-sqlite', { selfMb: 512, load: '0.5' }, '2026-11-26');
    const three = memoryTable(`\n${two}\n`, 'api-sqlite', { serverMb: 230, selfMb: 400, load: '0.9' }, '2026-11-27');
    const rows = three.split('\n').slice(2);
    expect(rows).toEqual(['| api-sqlite | 230 | 400 | 2026-11-27, 0.9 |', '| vip-sqlite | — | 512 | 2026-11-26, 0.5 |']);
  });

  it("reads this process's peak", () => {
    const m = sectionMemory();
    expect(m.selfMb).toBeGreaterThan(10);
    expect(m.serverMb).toBeUndefined();
  });
});

describe('the servers a bench starts', () => {
  it('records the peak of a Node child process, and forgets it when the next section starts', async () => {
    startSection();
    const child = spawn(process.execPath, ['-e', 'const b = Buffer.alloc(120 * 1048576, 1); setTimeout(() => b.length, 2000)'], { stdio: 'ignore' });
    try {
      await new Promise((r) => setTimeout(r, 1200));
      expect(sectionMemory().serverMb).toBeGreaterThanOrEqual(120);
    } finally {
      child.kill();
      await new Promise((r) => child.once('exit', r));
    }
    startSection();
    expect(sectionMemory().serverMb).toBeUndefined();
  });
});
