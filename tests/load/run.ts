/**
 * npm run bench: builds nothing, starts the built site on a fresh database and measures. Figures
 * are printed and written into docs/benchmarks.md between the markers of each section.
 */
import '../../scripts/require-node.mjs';
import { cpus } from 'node:os';
import { runLighthouse } from './lighthouse.ts';
import { startServer } from './server.ts';
import { writeSection } from './report.ts';

const only = process.argv.slice(2);
const wants = (name: string) => only.length === 0 || only.includes(name);
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;

if (wants('lighthouse')) {
  const server = await startServer(4399);
  try {
    const rows = await runLighthouse(server.url);
    console.table(rows);
    writeSection(
      'lighthouse',
      [
        `Measured ${machine}; Lighthouse mobile preset (simulated slow 4G, 4× CPU slowdown), Debian Chromium, built site served by \`npm start\`'s server.`,
        '',
        '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | JS KB (gzip) |',
        '|---|---|---|---|---|---|---|---|---|',
        ...rows.map((r) => `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.jsGzipKb} |`),
      ].join('\n'),
    );
  } finally {
    await server.stop();
  }
}
