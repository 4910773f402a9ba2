import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Preset } from '#lib/types/agents.ts';
import { DatePresetFilter } from '../common/date-preset-filter.tsx';
import styles from './agent.module.css';

export interface ScopeFilter {
  preset: Preset;
  scope: 'all' | 'direct';
  account: string;
}

/** The reports' filters: the date preset, direct or whole team, and an account search; plus the CSV link. */
export function ScopeToolbar({ value, onChange, csv }: { value: ScopeFilter; onChange: (next: ScopeFilter) => void; csv: string }) {
  const { t } = useTranslation();
  const [account, setAccount] = useState(value.account);
  const ids = { scope: useId(), account: useId() };
  return (
    <div className={styles.toolbar}>
      <DatePresetFilter value={value.preset} onChange={(preset) => onChange({ ...value, preset })} />
      <div className={styles.field}>
        <label htmlFor={ids.scope}>{t('agent.filter.scope')}</label>
        <select id={ids.scope} value={value.scope} onChange={(e) => onChange({ ...value, scope: e.target.value as 'all' | 'direct' })}>
          <option value="all">{t('agent.filter.all')}</option>
          <option value="direct">{t('agent.filter.direct')}</option>
        </select>
      </div>
      <form
        className={styles.toolbar}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onChange({ ...value, account: account.trim() });
        }}
      >
        <div className={styles.field}>
          <label htmlFor={ids.account}>{t('agent.filter.account')}</label>
          <input id={ids.account} type="search" value={account} onChange={(e) => setAccount(e.target.value)} maxLength={40} />
        </div>
        <button type="submit" className="btn">
          {t('agent.filter.search')}
        </button>
      </form>
      <a className={`btn ${styles.small}`} href={csv} download>
        {t('agent.table.csv')}
      </a>
    </div>
  );
}
