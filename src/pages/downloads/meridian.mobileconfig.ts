import type { APIRoute } from 'astro';
import { buildWebClipProfile } from '#lib/web-clip.ts';

/** The iOS "lite" app: a configuration profile that adds the site to the home screen. */
export const GET: APIRoute = ({ site, url }) => {
  const origin = (site ?? url).origin;
  return new Response(buildWebClipProfile(`${origin}/index`, 'Meridian'), {
    headers: {
      'Content-Type': 'application/x-apple-aspen-config',
      'Content-Disposition': 'attachment; filename="meridian.mobileconfig"',
      'Cache-Control': 'public, max-age=3600',
    },
  });
};
