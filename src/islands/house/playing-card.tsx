import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './playing-card.module.css';

const SUIT_PATHS: Record<string, string> = {
  s: 'M12 2C9 7 3 9.5 3 14a4.5 4.5 0 0 0 7.6 3.3L9.5 22h5l-1.1-4.7A4.5 4.5 0 0 0 21 14c0-4.5-6-7-9-12Z',
  h: 'M12 21C6 16 2.5 12.6 2.5 8.4A4.9 4.9 0 0 1 12 6a4.9 4.9 0 0 1 9.5 2.4C21.5 12.6 18 16 12 21Z',
  d: 'M12 2 20 12 12 22 4 12Z',
  c: 'M12 2.5a4.3 4.3 0 0 0-3.6 6.7A4.3 4.3 0 1 0 10.8 16L9.5 22h5l-1.3-6a4.3 4.3 0 1 0 2.4-6.8A4.3 4.3 0 0 0 12 2.5Z',
};

const RANK_TEXT: Record<string, string> = { T: '10' };

/** A suit drawn as a path (crisp at any size, whatever fonts the device has). */
export function Suit({ suit, className }: { suit: string; className?: string | undefined }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
      <path d={SUIT_PATHS[suit] ?? SUIT_PATHS['s']} fill="currentColor" />
    </svg>
  );
}

/**
 * A playing card, face up ('As' = ace of spades, 'Td' = ten of diamonds) or face down. Dealt cards
 * fly in from the middle of the table (--from-x / --from-y) after `delay` ms, then turn over.
 */
export function PlayingCard({ card, faceDown = false, delay, style }: { card: string; faceDown?: boolean; delay?: number | undefined; style?: CSSProperties | undefined }) {
  const { t } = useTranslation();
  const rank = card[0] ?? '';
  const suit = card[1] ?? 's';
  const red = suit === 'h' || suit === 'd';
  const name = t('house.showdown.card', { rank: t(`house.showdown.rank.${rank}`), suit: t(`house.showdown.suit.${suit}`) });
  const timing = delay === undefined ? undefined : ({ '--delay': `${delay}ms` } as CSSProperties);
  return (
    <span className={styles.card} data-dealt={delay !== undefined || undefined} style={{ ...timing, ...style }} role="img" aria-label={faceDown ? t('house.showdown.cardBack') : name}>
      <span className={styles.inner} data-down={faceDown || undefined}>
        <span className={styles.face} data-red={red || undefined}>
          <span className={styles.corner}>
            <span className={styles.rank}>{RANK_TEXT[rank] ?? rank}</span>
            <Suit suit={suit} className={styles.smallSuit} />
          </span>
          <Suit suit={suit} className={styles.bigSuit} />
        </span>
        <span className={styles.back} />
      </span>
    </span>
  );
}
