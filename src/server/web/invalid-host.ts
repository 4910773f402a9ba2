import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppContext } from '#server/context.ts';
import { hostAllowed } from '#server/system/index.ts';

/**
 * Spec §8 "invalid URL, contact customer service" (the domain check): a page asked for on a host
 * the domain list does not name (while it names any active web domain). Plain HTML in both site
 * languages, since the visitor's language cannot be trusted from an unknown host's path.
 */
const PAGE = `<!doctype html>
<html lang="bn">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>অবৈধ URL · Invalid URL</title>
<style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f8fafc;color:#0f172a}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem}p{line-height:1.6}</style></head>
<body><main>
<h1>অবৈধ URL</h1><p>এই ঠিকানাটি বৈধ নয়। অনুগ্রহ করে গ্রাহক সেবার সাথে যোগাযোগ করুন।</p>
<h1 lang="en">Invalid URL</h1><p lang="en">This address is not valid. Please contact customer service.</p>
</main></body></html>`;

function hostOf(req: IncomingMessage): string {
  const h = req.headers.host;
  return Array.isArray(h) ? (h[0] ?? '') : (h ?? '');
}

/** Answers the invalid-URL page and returns true when the request's host is not one of the site's. */
export async function refuseUnknownHost(app: AppContext, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (await hostAllowed(app.db, hostOf(req), app.config.publicUrl)) return false;
  res.writeHead(421, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : PAGE);
  return true;
}
