import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const FILE = new URL('../../docs/benchmarks.md', import.meta.url);

/** Replaces the text between <!-- bench:NAME --> and <!-- /bench:NAME --> (appending the section when new). */
export function writeSection(name: string, body: string): void {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const text = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '# Benchmarks\n';
  const block = `${start}\n${body}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  writeFileSync(FILE, pattern.test(text) ? text.replace(pattern, block) : `${text.trimEnd()}\n\n${block}\n`);
}
