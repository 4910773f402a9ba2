import type { CSSProperties } from 'react';
import { chipLabel } from '#lib/house/money.ts';
import styles from './roulette.module.css';

const CHIP_COLOURS = ['#6b7280', '#d42e3f', '#2563eb', '#16a34a', '#111827', '#7c3aed', '#ea580c', '#0891b2'];

/** The colour of a chip value: that of the largest chip of the table not above it. */
export function chipColour(amount: number, chips: readonly number[]): string {
  let index = 0;
  chips.forEach((c, i) => {
    if (c <= amount) index = i;
  });
  return CHIP_COLOURS[index % CHIP_COLOURS.length] ?? CHIP_COLOURS[0]!;
}

/** A casino chip showing an amount (the chips on a spot add up). */
export function Chip({ amount, chips, lang, minorUnits, className }: { amount: number; chips: readonly number[]; lang: string; minorUnits: number; className?: string | undefined }) {
  return (
    <span className={`${styles.chip} ${className ?? ''}`} style={{ '--chip': chipColour(amount, chips) } as CSSProperties} aria-hidden="true">
      <span className={styles.chipFace}>{chipLabel(amount, lang, minorUnits)}</span>
    </span>
  );
}
