/**
 * Beside the chat: who the player is. For a member, what the owning domains say (balance, VIP
 * rank, responsible-gambling state, last deposits and withdrawals, open disputes); for a visitor,
 * the name and email they gave.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '#lib/format.ts';
import { failureText } from '../../content/failure.ts';
import type { Merchant } from '../../use-merchant.ts';
import { chatDesk, type DeskConversation, type MemberPanel as Panel } from './desk-api.ts';
import styles from './chats.module.css';

interface Props {
  conversation: DeskConversation;
  merchant: Merchant;
  lang: string;
}

function Moves({ title, rows, lang, merchant }: { title: string; rows: Panel['deposits']; lang: string; merchant: Merchant }) {
  const { t } = useTranslation();
  return (
    <section className={styles['panelBlock']} aria-label={title}>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p className={styles['empty']}>{t('bo.support.chats.member.none')}</p>
      ) : (
        <ul className={styles['moves']}>
          {rows.map((r) => (
            <li key={r.id}>
              <span>{formatMoney(r.amount, lang, merchant.currency)}</span>
              <span className={styles['muted']}>{t(`bo.support.chats.member.status.${r.status}`, { defaultValue: r.status })}</span>
              <span className={styles['muted']}>{formatDate(r.time, lang, merchant.timeZone)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function MemberPanel({ conversation, merchant, lang }: Props) {
  const { t } = useTranslation();
  const memberId = conversation.memberId;
  const [panel, setPanel] = useState<{ id: number; data: Panel | null; error: string | null } | null>(null);
  useEffect(() => {
    if (memberId === null) return undefined;
    let live = true;
    chatDesk.member(conversation.id).then(
      (data) => live && setPanel({ id: conversation.id, data, error: null }),
      (err: unknown) => live && setPanel({ id: conversation.id, data: null, error: failureText(t, err) }),
    );
    return () => {
      live = false;
    };
  }, [conversation.id, memberId, t]);
  const heading = <h2 className={styles['listHeading']}>{t(memberId === null ? 'bo.support.chats.member.visitor' : 'bo.support.chats.member.title')}</h2>;
  if (memberId === null) {
    return (
      <aside className={styles['memberPanel']} aria-label={t('bo.support.chats.member.visitor')}>
        {heading}
        <dl className={styles['facts']}>
          <dt>{t('bo.support.chats.member.name')}</dt>
          <dd>{conversation.name}</dd>
          <dt>{t('bo.support.chats.member.email')}</dt>
          <dd>{conversation.email ?? t('bo.support.chats.member.noEmail')}</dd>
        </dl>
      </aside>
    );
  }
  const current = panel?.id === conversation.id ? panel : null;
  const p = current?.data;
  return (
    <aside className={styles['memberPanel']} aria-label={t('bo.support.chats.member.title')}>
      {heading}
      {!current && <p className={styles['muted']}>{t('bo.shell.loading')}</p>}
      {current?.error && <p className={styles['error']}>{current.error}</p>}
      {p && (
        <>
          <dl className={styles['facts']}>
            <dt>{t('bo.support.chats.member.account')}</dt>
            <dd>{p.nickname ? `${p.account} (${p.nickname})` : p.account}</dd>
            <dt>{t('bo.support.chats.member.balance')}</dt>
            <dd>{formatMoney(p.balance, lang, merchant.currency)}</dd>
            <dt>{t('bo.support.chats.member.vip')}</dt>
            <dd>{p.vipRank ? t('bo.support.chats.member.vipRank', { level: formatNumber(p.vipRank.level, lang), name: p.vipRank.name }) : t('bo.support.chats.member.none')}</dd>
            <dt>{t('bo.support.chats.member.rg')}</dt>
            <dd data-tone={p.rg.state === 'none' ? undefined : 'warn'}>
              {t(`bo.support.chats.member.rgState.${p.rg.state}`)}
              {p.rg.until !== null && ` · ${t('bo.support.chats.member.until', { time: formatDateTime(p.rg.until, lang, merchant.timeZone) })}`}
            </dd>
            <dt>{t('bo.support.chats.member.since')}</dt>
            <dd>{formatDate(p.registeredAt, lang, merchant.timeZone)}</dd>
          </dl>
          <Moves title={t('bo.support.chats.member.deposits')} rows={p.deposits} lang={lang} merchant={merchant} />
          <Moves title={t('bo.support.chats.member.withdrawals')} rows={p.withdrawals} lang={lang} merchant={merchant} />
          <section className={styles['panelBlock']} aria-label={t('bo.support.chats.member.disputes')}>
            <h3>{t('bo.support.chats.member.disputes')}</h3>
            {p.openDisputes.length === 0 ? (
              <p className={styles['empty']}>{t('bo.support.chats.member.none')}</p>
            ) : (
              <ul className={styles['moves']}>
                {p.openDisputes.map((d) => (
                  <li key={d.id}>
                    <span>{t('bo.support.chats.member.dispute', { id: formatNumber(d.id, lang), withdrawal: formatNumber(d.withdrawalId, lang) })}</span>
                    <span className={styles['muted']}>{formatDate(d.time, lang, merchant.timeZone)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </aside>
  );
}
