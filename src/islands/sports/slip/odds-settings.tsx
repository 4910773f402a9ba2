/** The player's odds format (every price on the page follows it) and, on the slip, which odds changes a confirmation accepts. */
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ODDS_CHANGE_MODES, ODDS_FORMATS, type OddsChangeMode, type OddsFormat } from '#lib/contracts/sports-model.ts';
import { $oddsChange, $oddsFormat, setOddsChange, setOddsFormat } from '#lib/stores/sports-prefs.ts';
import styles from './slip.module.css';

export function OddsFormatSelect() {
  const { t } = useTranslation();
  const id = useId();
  const format = useStore($oddsFormat);
  return (
    <label className={styles.setting} htmlFor={id}>
      <span>{t('sportsSlip.settings.format')}</span>
      <select id={id} className={styles.select} value={format} onChange={(e) => setOddsFormat(e.target.value as OddsFormat)}>
        {ODDS_FORMATS.map((f) => (
          <option key={f} value={f}>
            {t(`sportsSlip.format.${f}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function OddsChangeSelect() {
  const { t } = useTranslation();
  const id = useId();
  const mode = useStore($oddsChange);
  return (
    <label className={styles.setting} htmlFor={id}>
      <span>{t('sportsSlip.settings.change')}</span>
      <select id={id} className={styles.select} value={mode} onChange={(e) => setOddsChange(e.target.value as OddsChangeMode)}>
        {ODDS_CHANGE_MODES.map((m) => (
          <option key={m} value={m}>
            {t(`sportsSlip.change.${m}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
