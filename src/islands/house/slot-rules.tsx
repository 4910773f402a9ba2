import { useTranslation } from 'react-i18next';
import { formatNumber } from '#lib/format.ts';
import { PAYING_SYMBOLS, SLOT_FREE_SPINS, SLOT_LINES, SLOT_PAYTABLE, SLOT_SCATTER_PAYS } from '#lib/fair/slot.ts';
import { type MoneyDisplay, money } from '#lib/house/money.ts';
import { LineDiagram } from './slot-lines.tsx';
import panels from './panels.module.css';
import styles from './slot.module.css';

function SymbolIcon({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 100 100" className={styles.ruleSymbol} data-s={name} aria-hidden="true">
      <use href={`/images/slot/${name}.svg#s`} />
    </svg>
  );
}

/** The slot's paytable at the chosen stake, its special symbols, free spins and paylines. */
export function SlotRules({ stake, display, theme }: { stake: number; display: MoneyDisplay; theme: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const lineStake = stake / SLOT_LINES.length;
  const fmt = (minor: number) => money(minor, lang, display);
  const symbols = [...PAYING_SYMBOLS].reverse();
  return (
    <div className={`${styles.palette} ${styles.rules}`} data-theme={theme}>
      <section>
        <h3>{t('house.slot.rules.paytable')}</h3>
        <p className={panels.note}>{t('house.slot.rules.paytableNote', { stake: fmt(stake), lines: formatNumber(SLOT_LINES.length, lang) })}</p>
        <table className={panels.table}>
          <thead>
            <tr>
              <th scope="col">{t('house.slot.rules.symbol')}</th>
              {[3, 4, 5].map((n) => (
                <th key={n} scope="col" data-num>
                  {t('house.slot.rules.ofAKind', { n: formatNumber(n, lang) })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {symbols.map((s) => (
              <tr key={s}>
                <th scope="row">
                  <span className={styles.ruleName}>
                    <SymbolIcon name={s} />
                    {t(`house.slot.symbol.${s}`)}
                  </span>
                </th>
                {SLOT_PAYTABLE[s].map((m, i) => (
                  <td key={i} data-num>
                    {fmt(lineStake * m)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className={styles.ruleSpecials}>
        <div className={styles.ruleSpecial}>
          <SymbolIcon name="wild" />
          <div>
            <h3>{t('house.slot.symbol.wild')}</h3>
            <p>{t('house.slot.rules.wild')}</p>
          </div>
        </div>
        <div className={styles.ruleSpecial}>
          <SymbolIcon name="scatter" />
          <div>
            <h3>{t('house.slot.symbol.scatter')}</h3>
            <p>
              {t('house.slot.rules.scatter', {
                three: fmt(stake * (SLOT_SCATTER_PAYS[3] ?? 0)),
                four: fmt(stake * (SLOT_SCATTER_PAYS[4] ?? 0)),
                five: fmt(stake * (SLOT_SCATTER_PAYS[5] ?? 0)),
              })}
            </p>
            <p>
              {t('house.slot.rules.freeSpins', {
                award: formatNumber(SLOT_FREE_SPINS.award, lang),
                retrigger: formatNumber(SLOT_FREE_SPINS.retrigger, lang),
                cap: formatNumber(SLOT_FREE_SPINS.cap, lang),
              })}
            </p>
          </div>
        </div>
      </section>
      <section>
        <h3>{t('house.slot.rules.lines')}</h3>
        <p className={panels.note}>{t('house.slot.rules.linesNote')}</p>
        <ol className={styles.lineList}>
          {SLOT_LINES.map((_, i) => (
            <li key={i}>
              <span>{formatNumber(i + 1, lang)}</span>
              <LineDiagram line={i} className={styles.lineDiagram} />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
