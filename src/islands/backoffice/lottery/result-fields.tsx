/**
 * A result typed by staff: one field per value of the format's shape (lottery-model DRAW_SHAPES),
 * labelled by prize and place, sized to its digits. The server checks the whole result again.
 */
import { useId } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DRAW_SHAPES, type LotteryFormat } from '#lib/contracts/lottery-model.ts';
import local from './lottery-desk.module.css';

interface Slot {
  label: string;
  digits: number;
}

function slots(format: LotteryFormat, t: TFunction): Slot[] {
  const shape = DRAW_SHAPES[format];
  switch (shape.kind) {
    case 'digits':
      return shape.prizes.flatMap((p) => Array.from({ length: p.count }, (_, i) => ({ label: t('bo.lottery.result.slot', { prize: t(`bo.lottery.prize.${p.prize}`), n: i + 1, count: p.count }), digits: p.digits })));
    case 'dice':
      return Array.from({ length: shape.count }, (_, i) => ({ label: t('bo.lottery.result.die', { n: i + 1 }), digits: 1 }));
    case 'distinct':
      return Array.from({ length: shape.count }, (_, i) => ({ label: t('bo.lottery.result.ball', { n: i + 1 }), digits: shape.pad }));
    case 'permutation':
      return Array.from({ length: shape.size }, (_, i) => ({ label: t('bo.lottery.result.place', { n: i + 1 }), digits: 2 }));
  }
}

export function emptyResult(format: LotteryFormat): string[] {
  const shape = DRAW_SHAPES[format];
  const n = shape.kind === 'digits' ? shape.prizes.reduce((a, p) => a + p.count, 0) : shape.kind === 'permutation' ? shape.size : shape.count;
  return Array.from({ length: n }, () => '');
}

export function ResultFields({ format, value, onChange, legend }: { format: LotteryFormat; value: string[]; onChange: (next: string[]) => void; legend: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className={local['result']}>
      <legend>{legend}</legend>
      {slots(format, t).map((s, i) => (
        <label key={i} htmlFor={`${id}-${i}`} className={local['slot']}>
          <span>{s.label}</span>
          <input
            id={`${id}-${i}`}
            inputMode="numeric"
            pattern={`\\d{${s.digits}}`}
            maxLength={s.digits}
            size={s.digits + 1}
            value={value[i] ?? ''}
            onChange={(e) => onChange(value.map((v, k) => (k === i ? e.target.value.replace(/\D/g, '') : v)))}
          />
        </label>
      ))}
    </fieldset>
  );
}
