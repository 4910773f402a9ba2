import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { afterFailure, PLACEHOLDER_IMAGE, PRELOAD_MARGIN, retryDelay } from '#lib/games/image-retry.ts';
import { $shell, imageUrl } from '#lib/stores/site.ts';
import styles from './lobby.module.css';

/**
 * A game picture in a box of fixed aspect ratio (nothing moves while it loads). It starts loading
 * when it comes within 1.3 viewports, retries a failed load up to three times, then shows the
 * placeholder.
 */
export function LazyImage({ src, className }: { src: string; className?: string | undefined }) {
  const box = useRef<HTMLSpanElement>(null);
  const shell = useStore($shell);
  const source = useMemo(() => imageUrl(src, shell?.imageCDNs), [src, shell]);
  const [near, setNear] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [url, setUrl] = useState(source);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    setAttempt(0);
    setUrl(source);
    setLoaded(false);
  }, [source]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          io.disconnect();
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    io.observe(el);
    return () => io.disconnect();
  }, []);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onError = () => {
    if (url === PLACEHOLDER_IMAGE) return;
    const next = afterFailure(source, attempt);
    if (next.gaveUp) {
      setUrl(PLACEHOLDER_IMAGE);
      return;
    }
    timer.current = setTimeout(() => {
      setAttempt(next.attempt);
      setUrl(next.url);
    }, retryDelay(next.attempt));
  };

  return (
    <span ref={box} className={[styles.picture, loaded && styles.pictureLoaded, className].filter(Boolean).join(' ')}>
      {near && <img src={url} alt="" width="300" height="300" decoding="async" onLoad={() => setLoaded(true)} onError={onError} />}
    </span>
  );
}
