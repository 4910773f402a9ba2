import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type Message } from '#lib/error-message.ts';
import { formatMoney, formatNumber } from '#lib/format.ts';
import { $realityCheck, loadRealityCheck, saveRealityCheck } from '#lib/stores/rg.ts';
import { $shell } from '#lib/stores/site.ts';
import { REALITY_CHECK_CHOICES } from '#lib/types/rg.ts';
import { Icon } from '../../common/icon.tsx';
import { FormError } from '../../forms/form-error.tsx';
import styles from './rg.module.css';

/** The reminder interval the member chooses, and this session's time and result so far. */
export function RealityCheckSection({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const check = useStore($realityCheck);
  const currency = useStore($shell)?.whitelabel.currency ?? { symbol: '', minorUnits: 2 };
  // The member's pick holds until the saved setting changes; then the select shows the setting.
  const [picked, setPicked] = useState<{ over: number | null | undefined; value: string } | null>(null);
  const saved = check?.intervalMinutes ? String(check.intervalMinutes) : 'off';
  const choice = picked && picked.over === check?.intervalMinutes ? picked.value : saved;
  const [state, setState] = useState<'idle' | 'busy' | 'saved'>('idle');
  const [error, setError] = useState<Message | null>(null);
  const selectId = useId();

  useEffect(() => void loadRealityCheck().catch((err: unknown) => setError(errorMessage(err))), []);

  const save = async () => {
    setState('busy');
    setError(null);
    try {
      await saveRealityCheck(choice === 'off' ? null : Number(choice));
      setState('saved');
    } catch (err) {
      setError(errorMessage(err));
      setState('idle');
    }
  };

  return (
    <section className={styles.section} aria-labelledby={`${selectId}-title`}>
      <h4 id={`${selectId}-title`}>
        <Icon name="notice" />
        {t('rg.reality.title')}
      </h4>
      <p>{t('rg.reality.text')}</p>
      {check && (
        <dl className={styles.stats}>
          <div>
            <dt>{t('rg.reality.played')}</dt>
            <dd>{t('rg.reality.minutes', { n: formatNumber(check.playedMinutes, lang) })}</dd>
          </div>
          <div>
            <dt>{t('rg.reality.rounds')}</dt>
            <dd>{formatNumber(check.rounds, lang)}</dd>
          </div>
          <div>
            <dt>{t('rg.reality.net')}</dt>
            <dd>{formatMoney(check.net, lang, currency)}</dd>
          </div>
        </dl>
      )}
      <div className={styles.row}>
        <label className={styles.select} htmlFor={selectId}>
          {t('rg.reality.every')}
          <select id={selectId} value={choice} onChange={(e) => (setPicked({ over: check?.intervalMinutes, value: e.target.value }), setState('idle'))}>
            <option value="off">{t('rg.reality.off')}</option>
            {REALITY_CHECK_CHOICES.map((m) => (
              <option key={m} value={m}>
                {t('rg.reality.minutes', { n: formatNumber(m, lang) })}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn btn-primary" disabled={state === 'busy'} onClick={() => void save()}>
          {t('rg.save')}
        </button>
        {state === 'saved' && (
          <span className={styles.saved} role="status">
            {t('rg.reality.saved')}
          </span>
        )}
      </div>
      <FormError error={error} />
    </section>
  );
}
