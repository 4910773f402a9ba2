import { type RefObject, useEffect, useRef } from 'react';
import { PRELOAD_MARGIN } from '#lib/games/image-retry.ts';
import { throttle } from '#lib/games/throttle.ts';

/** Sentinel checks are throttled to one per 200 ms. */
export const SCROLL_THROTTLE_MS = 200;

/**
 * Calls `onNear` when the sentinel comes within 1.3 viewports, at most every 200 ms, and again
 * after each page (`version`) while the sentinel is still in reach (a short page leaves it there).
 */
export function useInfiniteScroll(sentinel: RefObject<HTMLElement | null>, onNear: () => void, enabled: boolean, version: number): void {
  const near = useRef(false);
  const callback = useRef(onNear);
  callback.current = onNear;
  const fire = useRef(throttle(() => callback.current(), SCROLL_THROTTLE_MS));

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !enabled || typeof IntersectionObserver === 'undefined') return;
    const throttled = fire.current;
    const io = new IntersectionObserver(
      (entries) => {
        near.current = entries.some((e) => e.isIntersecting);
        if (near.current) throttled();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    io.observe(el);
    return () => {
      io.disconnect();
      throttled.cancel();
    };
  }, [sentinel, enabled]);

  useEffect(() => {
    if (enabled && near.current) fire.current();
  }, [version, enabled]);
}
