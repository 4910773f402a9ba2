import { readdir, readFile } from 'node:fs/promises';
import { createMarkdownProcessor } from '@astrojs/markdown-remark';

export interface HelpItem {
  slug: string;
  title: string;
  /** HTML rendered from the same Markdown the /help pages are built from. */
  content: string;
}

const HELP_DIR = new URL('../../content/help/', import.meta.url);
const cache = new Map<string, Promise<HelpItem[]>>();

function frontMatter(source: string): { data: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  const data: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const kv = /^(\w+):\s*(.*)$/.exec(line);
    if (kv?.[1]) data[kv[1]] = (kv[2] ?? '').replace(/^["']|["']$/g, '');
  }
  return { data, body: source.slice(match[0].length) };
}

async function load(language: string): Promise<HelpItem[]> {
  const dir = new URL(`${language}/`, HELP_DIR);
  const files = (await readdir(dir)).filter((f) => f.endsWith('.md'));
  // Help pages hold no code to highlight, and the highlighter's WebAssembly does not load under the
  // page server's global overrides: without it the help centre renders the same HTML.
  const processor = await createMarkdownProcessor({ syntaxHighlight: false });
  const items = await Promise.all(
    files.map(async (file) => {
      const { data, body } = frontMatter(await readFile(new URL(file, dir), 'utf8'));
      const { code } = await processor.render(body);
      return { slug: file.replace(/\.md$/, ''), title: data['title'] ?? file, order: Number(data['order'] ?? 99), content: code };
    }),
  );
  return items.sort((a, b) => a.order - b.order).map(({ slug, title, content }) => ({ slug, title, content }));
}

/** The help-centre items of one language, in their configured order (read once per process). */
export function listHelpItems(language: string): Promise<HelpItem[]> {
  let items = cache.get(language);
  if (!items) {
    items = load(language);
    cache.set(language, items);
    items.catch(() => cache.delete(language));
  }
  return items;
}
