import { useTranslation } from 'react-i18next';
import { catchProbability, FISH_SPECIES } from '#lib/fair/fish.ts';
import { formatNumber } from '#lib/format.ts';
import { type MoneyDisplay, money } from '#lib/house/money.ts';
import panels from './panels.module.css';
import { percent } from './percent.ts';
import styles from './fish.module.css';

/** Each species' multiplier, its chance to be caught and what it pays at the chosen stake. */
export function FishRules({ stake, display }: { stake: number; display: MoneyDisplay }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <>
      <ul className={panels.rules}>
        <li>{t('house.fish.rules.shot')}</li>
        <li>{t('house.fish.rules.chance')}</li>
        <li>{t('house.fish.rules.rtp')}</li>
      </ul>
      <table className={panels.table}>
        <thead>
          <tr>
            <th scope="col">{t('house.fish.rules.species')}</th>
            <th scope="col" data-num>
              {t('house.fish.rules.multiplier')}
            </th>
            <th scope="col" data-num>
              {t('house.fish.rules.probability')}
            </th>
            <th scope="col" data-num>
              {t('house.fish.rules.pays', { stake: money(stake, lang, display) })}
            </th>
          </tr>
        </thead>
        <tbody>
          {FISH_SPECIES.map((s) => (
            <tr key={s.id}>
              <th scope="row">
                <span className={styles.ruleName}>
                  <img src={`/images/fish/${s.id}.svg`} alt="" width="40" height="24" />
                  {t(s.nameId)}
                </span>
              </th>
              <td data-num>×{formatNumber(s.multiplier, lang)}</td>
              <td data-num>{percent(catchProbability(s.multiplier), lang)}</td>
              <td data-num>{money(stake * s.multiplier, lang, display)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
