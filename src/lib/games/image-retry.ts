/** A game image is tried this many more times after a failed load before the placeholder shows. */
export const IMAGE_RETRIES = 3;
export const PLACEHOLDER_IMAGE = '/images/games/placeholder.svg';

/** Images start loading when they come within 1.3 viewports: 30 % beyond the visible area. */
export const PRELOAD_MARGIN = '30% 0px 30% 0px';

/** The address of attempt `n` (0 the first): later attempts add a query so no cached failure is reused. */
export function attemptUrl(src: string, attempt: number): string {
  if (attempt <= 0) return src;
  return `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`;
}

/** What to show after a failure of attempt `attempt`: the next attempt, or the placeholder when they are used up. */
export function afterFailure(src: string, attempt: number): { attempt: number; url: string; gaveUp: boolean } {
  const next = attempt + 1;
  if (next > IMAGE_RETRIES) return { attempt, url: PLACEHOLDER_IMAGE, gaveUp: true };
  return { attempt: next, url: attemptUrl(src, next), gaveUp: false };
}

/** Waits a little longer before each retry: 400 ms, 800 ms, 1600 ms. */
export function retryDelay(attempt: number): number {
  return 400 * 2 ** Math.max(0, attempt - 1);
}
