import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { memoryTable, sectionMemory, startSection } from './memory.ts';

const FILE = new URL('../../docs/benchmarks.md', import.meta.url);
const MEMORY = 'memory';

const marks = (name: string) => [`<!-- bench:${name} -->`, `<!-- /bench:${name} -->`] as const;

function replace(name: string, body: string): void {
  const [start, end] = marks(name);
  const text = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '# Benchmarks\n';
  const block = `${start}\n${body}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  writeFileSync(FILE, pattern.test(text) ? text.replace(pattern, () => block) : `${text.trimEnd()}\n\n${block}\n`);
}

function bodyOf(name: string): string {
  const [start, end] = marks(name);
  const text = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '';
  const from = text.indexOf(start);
  const to = text.indexOf(end, from);
  return from >= 0 && to > from ? text.slice(from + start.length, to) : '';
}

/**
 * Replaces the text between <!-- bench:NAME --> and <!-- /bench:NAME --> (appending the section
 * when new), and puts the section's peak memory in the `memory` table (memory.ts).
 */
export function writeSection(name: string, body: string): void {
  replace(name, body);
  replace(MEMORY, memoryTable(bodyOf(MEMORY), name, sectionMemory()));
  startSection();
}
