import { useTranslation } from 'react-i18next';
import { HAND_CATEGORIES, RAKE_PERCENT } from '#lib/fair/showdown.ts';
import { formatNumber } from '#lib/format.ts';
import { PlayingCard } from './playing-card.tsx';
import panels from './panels.module.css';
import styles from './showdown.module.css';

/** An example of each hand, best first. */
const EXAMPLES: Record<string, string[]> = {
  trail: ['As', 'Ah', 'Ad'],
  'pure-sequence': ['Qh', 'Jh', 'Th'],
  sequence: ['9c', '8d', '7s'],
  color: ['Kd', '9d', '4d'],
  pair: ['8s', '8h', 'Ac'],
  'high-card': ['Ad', 'Js', '6c'],
};

/** How the table plays, the hand rankings with examples, the rake and the house bots. */
export function ShowdownRules() {
  const { t, i18n } = useTranslation();
  const percent = formatNumber(RAKE_PERCENT, i18n.language);
  return (
    <>
      <ul className={panels.rules}>
        <li>{t('house.showdown.rules.ante')}</li>
        <li>{t('house.showdown.rules.deal')}</li>
        <li>{t('house.showdown.rules.rake', { percent })}</li>
        <li>{t('house.showdown.rules.bots')}</li>
        <li>{t('house.showdown.rules.ties')}</li>
      </ul>
      <section>
        <h3>{t('house.showdown.rules.ranking')}</h3>
        <ol className={styles.ranking}>
          {[...HAND_CATEGORIES].reverse().map((h) => (
            <li key={h}>
              <span className={styles.rankName}>{t(`house.showdown.hand.${h}`)}</span>
              <span className={styles.rankCards}>
                {(EXAMPLES[h] ?? []).map((c) => (
                  <PlayingCard key={c} card={c} />
                ))}
              </span>
              <span className={styles.rankNote}>{t(`house.showdown.handNote.${h}`)}</span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
