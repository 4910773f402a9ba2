/** A countdown on the server's clock ("04:32", "1:02:09", "2d 03:00:00"), read aloud only when asked. */
import { useStore } from '@nanostores/react';
import { useSyncExternalStore } from 'react';
import { localDigits } from '#lib/format.ts';
import { $serverNow } from '#lib/stores/lottery-live.ts';

const two = (n: number) => String(n).padStart(2, '0');

export function countdownText(ms: number, lang: string, dayWord: string): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3_600);
  const m = Math.floor((s % 3_600) / 60);
  const clock = h > 0 || days > 0 ? `${two(h)}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
  return localDigits(days > 0 ? `${days}${dayWord} ${clock}` : clock, lang);
}

const noSubscription = () => () => undefined;

/** Before hydration (and on the server) the clock shows dashes, so the server's HTML and the first render agree. */
export function Countdown({ to, lang, dayWord, className }: { to: number; lang: string; dayWord: string; className?: string | undefined }) {
  const now = useStore($serverNow);
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  return (
    <time className={className} dateTime={new Date(to).toISOString()}>
      {hydrated ? countdownText(to - now, lang, dayWord) : '--:--'}
    </time>
  );
}
