import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataOf, downlineOverview } from '#lib/stores/agent-centre.ts';
import type { Preset } from '#lib/types/agents.ts';
import { DatePresetFilter } from '../common/date-preset-filter.tsx';
import { OverviewKpis } from './overview-page.tsx';
import { ErrorText } from './parts.tsx';
import styles from './agent.module.css';

/** The key figures of one downline's team, above its member list when team management drills into it. */
export function DownlineOverview({ memberId, account }: { memberId: number; account: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [preset, setPreset] = useState<Preset>('prev7');
  const state = useStore(downlineOverview.$state);
  useEffect(() => void downlineOverview.load({ memberId, preset }), [memberId, preset]);
  // Figures of the member drilled into before stay off screen while this one's load.
  const shown = dataOf(state);
  const data = shown?.memberId === memberId ? shown.overview : undefined;

  return (
    <section className={styles.stack} aria-labelledby={headingId}>
      <div className={styles.toolbar}>
        <h4 id={headingId} className={styles.subheading}>
          {t('agent.team.overviewOf', { account })}
        </h4>
        <DatePresetFilter value={preset} onChange={setPreset} />
      </div>
      {state.state === 'error' && <ErrorText error={state.error} />}
      {data ? <OverviewKpis data={data} busy={state.state === 'loading'} subject={account} /> : state.state !== 'error' && <p className={styles.muted}>{t('common.loading')}</p>}
    </section>
  );
}
