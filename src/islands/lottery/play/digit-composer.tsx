/**
 * Picking from a range too long for a grid (lô 3 and 3 càng: 1,000 numbers; lô 4 and 4D: 10,000):
 * a row of 0–9 per digit builds one number, "Add" puts it among the picks, each pick is a button
 * that takes it out again. Typed numbers still work beside it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDigits } from '#lib/format.ts';
import styles from './game.module.css';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

export function DigitComposer({ width, picked, lang, legend, onToggle }: { width: number; picked: readonly string[]; lang: string; legend: string; onToggle: (value: string) => void }) {
  const { t } = useTranslation();
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length: width }, () => '0'));
  const number = digits.join('');
  const setDigit = (place: number, d: string) => setDigits((now) => now.map((x, i) => (i === place ? d : x)));
  return (
    <fieldset className={styles.gridRow}>
      <legend>{legend}</legend>
      {digits.map((current, place) => (
        <div key={place} className={styles.digitRow} role="group" aria-label={t('lottery.play.digits.place', { n: localDigits(String(place + 1), lang), of: localDigits(String(width), lang) })}>
          {DIGITS.map((d) => (
            <button key={d} type="button" className={styles.cell} aria-pressed={current === d} onClick={() => setDigit(place, d)}>
              {localDigits(d, lang)}
            </button>
          ))}
        </div>
      ))}
      <div className={styles.composed}>
        <output aria-label={t('lottery.play.digits.number')}>{localDigits(number, lang)}</output>
        <button type="button" className="btn" aria-pressed={picked.includes(number)} onClick={() => onToggle(number)}>
          {picked.includes(number) ? t('lottery.play.digits.remove', { number: localDigits(number, lang) }) : t('lottery.play.digits.add', { number: localDigits(number, lang) })}
        </button>
      </div>
      {picked.length ? (
        <ul className={styles.chips} aria-label={t('lottery.play.digits.picked')}>
          {picked.map((v) => (
            <li key={v}>
              <button type="button" className={styles.chip} onClick={() => onToggle(v)} aria-label={t('lottery.play.digits.remove', { number: localDigits(v, lang) })}>
                {localDigits(v, lang)} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>{t('lottery.play.digits.none')}</p>
      )}
    </fieldset>
  );
}
