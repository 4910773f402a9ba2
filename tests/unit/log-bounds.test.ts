import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '#server/log.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, log: createLogger('info', stream) };
}

describe('log lines', () => {
  it('never carry unbounded data, however large the error or the fields', async () => {
    const { lines, log } = capture();
    const err = new Error(`wasm failed: ${'x'.repeat(200_000)}`);
    (err as Error & { cause: unknown }).cause = { source: 'y'.repeat(150_000), list: Array.from({ length: 5_000 }, (_, i) => i) };
    for (let i = 0; i < 5; i++) log.error({ err, body: 'z'.repeat(100_000), nested: { a: { b: { c: { d: { e: 'deep' } } } } } }, `message ${'m'.repeat(50_000)}`);
    await new Promise((r) => setImmediate(r));
    expect(lines).toHaveLength(5);
    for (const line of lines) {
      expect(line.length).toBeLessThan(20_000);
      const entry = JSON.parse(line) as { err: { message: string; type: string }; msg: string };
      expect(entry.err.type).toBe('Error');
      expect(entry.err.message).toMatch(/^wasm failed: x+… \(\d+ more characters\)$/);
      expect(entry.msg.startsWith('message mmm')).toBe(true);
    }
    expect(new Set(lines.map((l) => l.length - (JSON.parse(l) as { time: string }).time.length)).size).toBe(1);
  });
});
