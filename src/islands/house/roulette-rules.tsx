import { useTranslation } from 'react-i18next';
import { BET_KINDS, PAYOUT_ODDS } from '#lib/fair/roulette.ts';
import { formatNumber } from '#lib/format.ts';
import { type MoneyDisplay, money } from '#lib/house/money.ts';
import panels from './panels.module.css';

/** What each bet covers and pays, and the table's limits. */
export function RouletteRules({ minChip, maxTotal, display }: { minChip: number; maxTotal: number; display: MoneyDisplay }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <>
      <ul className={panels.rules}>
        <li>{t('house.roulette.rules.wheel')}</li>
        <li>{t('house.roulette.rules.zero')}</li>
        <li>{t('house.roulette.rules.limits', { min: money(minChip, lang, display), max: money(maxTotal, lang, display) })}</li>
      </ul>
      <section>
        <h3>{t('house.roulette.rules.payouts')}</h3>
        <table className={panels.table}>
          <thead>
            <tr>
              <th scope="col">{t('house.roulette.rules.bet')}</th>
              <th scope="col">{t('house.roulette.rules.covers')}</th>
              <th scope="col" data-num>
                {t('house.roulette.rules.pays')}
              </th>
            </tr>
          </thead>
          <tbody>
            {BET_KINDS.map((kind) => (
              <tr key={kind}>
                <th scope="row">{t(`house.roulette.kind.${kind}`)}</th>
                <td>{t(`house.roulette.covers.${kind}`)}</td>
                <td data-num>{t('house.roulette.rules.odds', { odds: formatNumber(PAYOUT_ODDS[kind], lang), one: formatNumber(1, lang) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className={panels.note}>{t('house.roulette.rules.howToBet')}</p>
    </>
  );
}
