import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { isTrialType } from '#lib/roles.ts';
import { $session } from '#lib/stores/session.ts';
import { $rankHistory, $vipProgress, loadRankHistory, loadVipProgress } from '#lib/stores/vip.ts';
import cashier from '../cashier/cashier.module.css';
import type { MemberPageProps } from '../page-props.ts';
import { RankProgress } from '../../vip/rank-progress.tsx';
import { useVipMessages } from '../../vip/use-vip-messages.ts';
import { RankHistory } from './rank-history.tsx';

function Failed({ text, retry }: { text: string; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={cashier.notice} data-tone="bad" role="alert">
      <span className={cashier.noticeText}>{text}</span>
      <button type="button" className={cashier.link} onClick={retry}>
        {t('vip.progress.retry')}
      </button>
    </div>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      <div className={cashier.skeleton} />
    </div>
  );
}

/** Spec §2 playerRank: the member's rank with its badge and progress bars, and the rank history. */
export default function PlayerRankPage(_: MemberPageProps) {
  useVipMessages();
  const { t } = useTranslation();
  const progress = useStore($vipProgress);
  const history = useStore($rankHistory);
  const session = useStore($session);
  if (session.state === 'member' && isTrialType(session.member.type)) return <p className={cashier.muted}>{t('vip.progress.trial')}</p>;
  return (
    <div className={cashier.page}>
      {progress.state === 'error' ? (
        <Failed text={t('vip.progress.failed')} retry={() => void loadVipProgress()} />
      ) : progress.state === 'ready' ? (
        <RankProgress progress={progress.data} />
      ) : (
        <Loading />
      )}
      <section className={cashier.section} aria-labelledby="vip-history-title">
        <h3 id="vip-history-title" className={cashier.sectionTitle}>
          {t('vip.history.title')}
        </h3>
        {history.state === 'error' ? (
          <Failed text={t('vip.history.failed')} retry={() => void loadRankHistory()} />
        ) : history.state === 'ready' ? (
          <RankHistory changes={history.data} />
        ) : (
          <Loading />
        )}
      </section>
    </div>
  );
}
