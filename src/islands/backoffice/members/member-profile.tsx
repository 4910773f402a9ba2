import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffIdentity } from '#lib/backoffice/desks.ts';
import { membersDesk } from '#lib/backoffice/members-api.ts';
import type { MemberProfileView } from '#lib/backoffice/members-types.ts';
import { can } from '#lib/backoffice/roles.ts';
import MemberActions from './member-actions.tsx';
import MemberNotes from './member-notes.tsx';
import MemberOverview from './member-overview.tsx';
import MemberRecords from './member-records.tsx';
import MemberTree from './member-tree.tsx';
import { failureText, replaceQuery } from './parts.tsx';
import styles from './members.module.css';

const TABS = ['overview', 'ledger', 'bets', 'deposits', 'withdrawals', 'sessions', 'notes', 'tree', 'actions'] as const;
type Tab = (typeof TABS)[number];

const tabFromUrl = (): Tab => {
  const raw = new URLSearchParams(window.location.search).get('tab');
  return TABS.find((x) => x === raw) ?? 'overview';
};

/** One member: the overview and the record, notes, tree and action tabs (the tab in the address). */
export default function MemberProfile({ id, lang, staff, onBack, onOpen }: { id: number; lang: string; staff: StaffIdentity; onBack: () => void; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('overview');
  const [profile, setProfile] = useState<MemberProfileView | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setProfile(await membersDesk.profile(id));
      setError(null);
    } catch (err) {
      setError(failureText(t, err));
    }
  }, [id, t]);
  useEffect(() => {
    setTab(tabFromUrl());
    void load();
  }, [load]);

  const choose = (next: Tab) => {
    setTab(next);
    const params = new URLSearchParams(window.location.search);
    if (next === 'overview') params.delete('tab');
    else params.set('tab', next);
    for (const key of [...params.keys()]) if (/^r[A-Z]/.test(key)) params.delete(key);
    replaceQuery(params.toString());
  };
  const move = (dir: 1 | -1) => {
    const next = TABS[(TABS.indexOf(tab) + dir + TABS.length) % TABS.length] ?? 'overview';
    choose(next);
    document.getElementById(`member-tab-${next}`)?.focus();
  };

  return (
    <section className={styles['panel']} aria-labelledby="member-title">
      <div className={styles['bar']}>
        <button type="button" onClick={onBack}>
          {t('bo.members.back')}
        </button>
      </div>
      <h2 id="member-title">{profile ? t('bo.members.profile.title', { account: profile.account, id: profile.id }) : t('bo.members.loading')}</h2>
      {error && (
        <p role="alert" className={styles['error']}>
          {error}
        </p>
      )}
      {profile && (
        <>
          <div role="tablist" aria-label={t('bo.members.profile.tabs')} className={styles['tabs']}>
            {TABS.map((x) => (
              <button
                key={x}
                id={`member-tab-${x}`}
                type="button"
                role="tab"
                aria-selected={tab === x}
                aria-controls="member-panel"
                tabIndex={tab === x ? 0 : -1}
                className={styles['tab']}
                onClick={() => choose(x)}
                onKeyDown={(e) => {
                  if (e.key === 'ArrowRight') move(1);
                  if (e.key === 'ArrowLeft') move(-1);
                }}
              >
                {t(`bo.members.tab.${x}`)}
              </button>
            ))}
          </div>
          <div id="member-panel" role="tabpanel" aria-labelledby={`member-tab-${tab}`} className={styles['panel']}>
            {tab === 'overview' && <MemberOverview profile={profile} lang={lang} />}
            {(tab === 'ledger' || tab === 'bets' || tab === 'deposits' || tab === 'withdrawals' || tab === 'sessions') && (
              <MemberRecords key={tab} kind={tab} id={id} lang={lang} canWrite={can(staff.role, 'members.write')} />
            )}
            {tab === 'notes' && <MemberNotes id={id} lang={lang} canWrite={can(staff.role, 'members.write')} />}
            {tab === 'tree' && <MemberTree profile={profile} canMove={can(staff.role, 'members.move')} onMoved={() => void load()} onOpen={onOpen} />}
            {tab === 'actions' && <MemberActions profile={profile} lang={lang} role={staff.role} onChanged={() => void load()} />}
          </div>
        </>
      )}
    </section>
  );
}
