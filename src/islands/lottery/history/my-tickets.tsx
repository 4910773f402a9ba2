import { useStore } from '@nanostores/react';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { type LotteryFormat, TICKET_STATUSES, type TicketStatus } from '#lib/contracts/lottery-model.ts';
import { formatNumber } from '#lib/format.ts';
import { localizedPath } from '#lib/i18n/languages.ts';
import { isTrialType } from '#lib/roles.ts';
import { $tickets, $ticketFilter, loadFollows, loadTickets } from '#lib/stores/lottery-tickets.ts';
import { $session } from '#lib/stores/session.ts';
import { openModal } from '#lib/stores/ui.ts';
import { IslandI18nProvider, type IslandI18n } from '../../common/i18n.tsx';
import { FollowList } from './follow-list.tsx';
import { type Money, TicketCard } from './ticket-card.tsx';
import styles from './history.module.css';

interface Props {
  lotteries: { code: string; name: string; format: LotteryFormat }[];
  money: Money;
  timeZone: string;
  signedIn: boolean;
}

const noSubscription = () => () => undefined;

/** Visitors are asked to sign in (the site's login modal) or open an account; trial accounts have no tickets. */
function Invitation({ lang, trial }: { lang: string; trial: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={styles.invite} aria-labelledby="tickets-invite-title">
      <h2 id="tickets-invite-title">{t('lotteryHistory.invite.title')}</h2>
      <p>{t(trial ? 'lotteryHistory.invite.trial' : 'lotteryHistory.invite.text')}</p>
      <div className={styles.ticketActions}>
        {!trial && (
          <button type="button" className="btn btn-primary" onClick={() => openModal('login')}>
            {t('header.auth.login')}
          </button>
        )}
        <a className="btn" href={localizedPath(lang, '/register')}>
          {t('lotteryHistory.invite.register')}
        </a>
      </div>
    </section>
  );
}

function Tickets({ lotteries, money, timeZone, lang }: Omit<Props, 'signedIn'> & { lang: string }) {
  const { t } = useTranslation();
  const tickets = useStore($tickets);
  const filter = useStore($ticketFilter);
  const formats = Object.fromEntries(lotteries.map((l) => [l.code, l.format]));
  useEffect(() => {
    void loadTickets();
    void loadFollows();
  }, []);
  return (
    <>
      <section className={styles.board} aria-labelledby="my-tickets-title">
        <h2 id="my-tickets-title" className={styles.boardTitle}>
          {t('lotteryHistory.tickets.title')}
        </h2>
        <form className={styles.filters} aria-label={t('lotteryHistory.tickets.filters')} onSubmit={(e) => e.preventDefault()}>
          <label className={styles.field}>
            <span>{t('lotteryHistory.tickets.status')}</span>
            <select value={filter.status ?? ''} onChange={(e) => void loadTickets({ status: (e.currentTarget.value || null) as TicketStatus | null, pageNo: 1 })}>
              <option value="">{t('lotteryHistory.tickets.allStatuses')}</option>
              {TICKET_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`lotteryHistory.tickets.statusName.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>{t('lotteryHistory.tickets.lottery')}</span>
            <select value={filter.lottery ?? ''} onChange={(e) => void loadTickets({ lottery: e.currentTarget.value || null, pageNo: 1 })}>
              <option value="">{t('lotteryHistory.tickets.allLotteries')}</option>
              {lotteries.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
        </form>
        {tickets.state === 'error' && (
          <div className={styles.notice} role="alert">
            <p>{t('lotteryHistory.tickets.failed')}</p>
            <button type="button" className="btn" onClick={() => void loadTickets()}>
              {t('lotteryHistory.retry')}
            </button>
          </div>
        )}
        {(tickets.state === 'loading' || tickets.state === 'idle') && (
          <div className={styles.skeleton} aria-busy="true">
            <span className="visually-hidden">{t('lotteryHistory.loading')}</span>
          </div>
        )}
        {tickets.state === 'ready' &&
          (tickets.data.list.length === 0 ? (
            <p className={styles.empty}>
              {t('lotteryHistory.tickets.empty')} <a href={localizedPath(lang, '/lottery')}>{t('lotteryHistory.tickets.toLobby')}</a>
            </p>
          ) : (
            <>
              <ul className={styles.tickets} aria-label={t('lotteryHistory.tickets.listLabel', { count: tickets.data.total, n: formatNumber(tickets.data.total, lang) })}>
                {tickets.data.list.map((tk) => (
                  <TicketCard key={tk.id} ticket={tk} format={formats[tk.lottery]} lang={lang} money={money} timeZone={timeZone} />
                ))}
              </ul>
              {tickets.data.totalPages > 1 && (
                <nav className={styles.pager} aria-label={t('lotteryHistory.pager.label')}>
                  <button type="button" className="btn" disabled={tickets.data.pageNum <= 1} onClick={() => void loadTickets({ pageNo: tickets.data.pageNum - 1 })}>
                    {t('lotteryHistory.pager.newer')}
                  </button>
                  <span aria-live="polite">{t('lotteryHistory.pager.page', { page: formatNumber(tickets.data.pageNum, lang), pages: formatNumber(tickets.data.totalPages, lang) })}</span>
                  <button type="button" className="btn" disabled={tickets.data.pageNum >= tickets.data.totalPages} onClick={() => void loadTickets({ pageNo: tickets.data.pageNum + 1 })}>
                    {t('lotteryHistory.pager.older')}
                  </button>
                </nav>
              )}
            </>
          ))}
      </section>
      <section className={styles.board} aria-labelledby="my-follows-title">
        <h2 id="my-follows-title" className={styles.boardTitle}>
          {t('lotteryHistory.follow.title')}
        </h2>
        <FollowList formats={formats} lang={lang} money={money} timeZone={timeZone} />
      </section>
    </>
  );
}

function Page({ signedIn, lang, ...props }: Props & { lang: string }) {
  const { t } = useTranslation();
  const session = useStore($session);
  // Before hydration the server's answer stands (it knows whether this browser is signed in), so the first render matches its HTML.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const member = hydrated ? (session.state === 'member' ? session.member : session.state === 'unknown' && signedIn ? undefined : null) : signedIn ? undefined : null;
  if (member === null) return <Invitation lang={lang} trial={false} />;
  if (member && isTrialType(member.type)) return <Invitation lang={lang} trial />;
  if (!member)
    return (
      <div className={styles.skeleton} aria-busy="true">
        <span className="visually-hidden">{t('lotteryHistory.loading')}</span>
      </div>
    );
  return <Tickets key={member.id} {...props} lang={lang} />;
}

/** /lottery/tickets: the member's tickets with filters and cancel, and the member's follows with Stop; visitors are asked to sign in. */
export default function MyTickets({ lang, messages, ...props }: IslandI18n & Props) {
  return (
    <IslandI18nProvider lang={lang} messages={messages}>
      <Page {...props} lang={lang} />
    </IslandI18nProvider>
  );
}
