import { useTranslation } from 'react-i18next';
import { DRAW_SHAPES, type DrawResult, type LotteryFormat, type PrizeRow } from '#lib/contracts/lottery-model.ts';
import { localDigits } from '#lib/format.ts';
import { Ball, Die, toneOf } from '../play/balls.tsx';
import styles from './history.module.css';

/** The prize rows of a numbered format with the values that fall in each. */
function prizeRows(prizes: PrizeRow[], result: DrawResult): { prize: string; values: string[] }[] {
  let at = 0;
  return prizes.map((p) => {
    const values = result.slice(at, at + p.count);
    at += p.count;
    return { prize: p.prize, values };
  });
}

function PrizeTable({ format, result, lang }: { format: LotteryFormat; result: DrawResult; lang: string }) {
  const { t } = useTranslation();
  const shape = DRAW_SHAPES[format];
  if (shape.kind !== 'digits') return null;
  return (
    <details className={styles.prizes}>
      <summary>{t('lotteryHistory.result.allPrizes', { count: result.length })}</summary>
      <table className={styles.prizeTable}>
        <tbody>
          {prizeRows(shape.prizes, result).map((r) => (
            <tr key={r.prize}>
              <th scope="row">{t(`lotteryHistory.prize.${r.prize}`)}</th>
              <td>
                <span className={styles.prizeValues}>
                  {r.values.map((v, i) => (
                    <span key={i}>{localDigits(v, lang)}</span>
                  ))}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/**
 * A draw's result as players read it: dice for K3, balls for the fast draws, the headline prize as
 * balls with the other prizes in a table for the daily formats. The spoken label reads every value.
 */
export function ResultNumbers({ format, result, lang }: { format: LotteryFormat; result: DrawResult; lang: string }) {
  const { t } = useTranslation();
  const shape = DRAW_SHAPES[format];
  const spoken = t('lotteryHistory.result.spoken', { values: result.map((v) => localDigits(v, lang)).join(', ') });
  if (shape.kind === 'dice')
    return (
      <span className={styles.numbers} role="img" aria-label={spoken}>
        {result.map((v, i) => (
          <Die key={i} face={Number(v)} size={32} />
        ))}
        <span className={styles.sum} aria-hidden="true">
          = {localDigits(String(result.reduce((s, v) => s + Number(v), 0)), lang)}
        </span>
      </span>
    );
  if (shape.kind !== 'digits' || format === 'ssc')
    return (
      <span className={styles.numbers} data-many={result.length > 10 ? 'true' : undefined} role="img" aria-label={spoken}>
        {result.map((v, i) => (
          <Ball key={i} value={v} lang={lang} small={result.length > 10} tone={format === 'pk10' ? toneOf(v) : format === 'keno' ? 'blue' : 'gold'} />
        ))}
      </span>
    );
  const rows = prizeRows(shape.prizes, result);
  const head = rows[0];
  const headline = (
    <span className={styles.headline}>
      <span className={styles.prizeName}>{t(`lotteryHistory.prize.${head?.prize ?? 'first'}`)}</span>
      <span className={styles.numbers} role="img" aria-label={t('lotteryHistory.result.headline', { prize: t(`lotteryHistory.prize.${head?.prize ?? 'first'}`), value: localDigits(head?.values[0] ?? '', lang) })}>
        {[...(head?.values[0] ?? '')].map((d, i) => (
          <Ball key={i} value={d} lang={lang} tone="red" />
        ))}
      </span>
    </span>
  );
  if (format === 'thai')
    return (
      <span className={styles.daily}>
        {headline}
        <span className={styles.chips}>
          {rows.slice(1).map((r) => (
            <span key={r.prize} className={styles.chip}>
              <span className={styles.prizeName}>{t(`lotteryHistory.prize.${r.prize}`)}</span> {r.values.map((v) => localDigits(v, lang)).join(' ')}
            </span>
          ))}
        </span>
      </span>
    );
  return (
    <span className={styles.daily}>
      {headline}
      <PrizeTable format={format} result={result} lang={lang} />
    </span>
  );
}
