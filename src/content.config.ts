import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** Help-centre items, one Markdown file per item and language: help/<lang>/<slug>.md. */
const help = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/help' }),
  schema: z.object({ title: z.string(), order: z.coerce.number().int() }),
});

/** The seven footer policy pages: policies/<lang>/<slug>.md. */
const policies = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/policies' }),
  schema: z.object({ title: z.string(), description: z.string().max(160), updated: z.coerce.date() }),
});

/** The app download page: download/<lang>.json. */
const download = defineCollection({
  loader: glob({ pattern: '*.json', base: './src/content/download' }),
  schema: z.object({
    title: z.string(),
    intro: z.string(),
    platforms: z.array(
      z.object({ id: z.enum(['android', 'ios', 'mobileconfig']), title: z.string(), summary: z.string(), steps: z.array(z.string()).min(1) }),
    ),
    note: z.string(),
  }),
});

/** The join-us page: join/<lang>.md. */
const join = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/join' }),
  schema: z.object({ title: z.string(), description: z.string().max(160) }),
});

export const collections = { help, policies, download, join };
