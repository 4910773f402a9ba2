/**
 * Live chats: my availability and the queues on top; my conversations, the waiting line, other
 * agents' chats and tickets on the left; the open conversation in the middle (reply or note,
 * canned replies, images, transfer, close); the member beside it. Everything moves live through
 * the desk's stream.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '#lib/backoffice/roles.ts';
import { formatNumber } from '#lib/format.ts';
import { failureText } from '../content/failure.ts';
import type { DeskProps } from '../desk-props.ts';
import { useMerchant } from '../use-merchant.ts';
import { Composer } from './chats/composer.tsx';
import { chatDesk, type DeskConversation, type DeskThread } from './chats/desk-api.ts';
import { MemberPanel } from './chats/member-panel.tsx';
import { QueueList } from './chats/queue-list.tsx';
import { CloseDialog, TransferDialog } from './chats/thread-dialogs.tsx';
import { ThreadView } from './chats/thread-view.tsx';
import { TopBar } from './chats/top-bar.tsx';
import { useChatDesk } from './chats/use-chat-desk.ts';
import { useNow } from './chats/use-now.ts';
import styles from './chats/chats.module.css';

type Focus = 'composer' | 'heading' | null;

export default function ChatsTab({ lang, staff }: DeskProps) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const now = useNow();
  const desk = useChatDesk((err) => failureText(t, err));
  const { overview, thread, selectedId } = desk;
  const canReply = can(staff.role, 'support.reply');
  const canManage = can(staff.role, 'support.manage');
  const [notice, setNotice] = useState<{ text: string; bad: boolean } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [availBusy, setAvailBusy] = useState(false);
  const [dialog, setDialog] = useState<'transfer' | 'close' | null>(null);
  const focus = useRef<Focus>(null);
  const threadRef = useRef<HTMLElement>(null);
  const marked = useRef(new Map<number, number>());

  const failed = (err: unknown) => setNotice({ text: failureText(t, err), bad: true });
  const conversation = thread?.conversation ?? null;
  const myId = overview?.me.staffId ?? staff.id;
  const isMine = conversation !== null && conversation.agentId === myId && conversation.status !== 'closed';

  // Focus follows the work: after a take the composer, after a close or transfer the thread's heading.
  useEffect(() => {
    const root = threadRef.current;
    if (!focus.current || !root) return;
    const target = focus.current === 'composer' ? root.querySelector('textarea') : root.querySelector<HTMLElement>('h2');
    if (!target) return;
    focus.current = null;
    target.focus();
    // A closing modal dialog hands focus back to what opened it a moment later (whatever renders meanwhile): take it once more after that.
    setTimeout(() => target.isConnected && target.focus(), 50);
  });

  // The player's messages count as read while the open thread is on screen.
  const lastPlayerId = thread ? Math.max(0, ...thread.messages.filter((m) => m.author === 'player').map((m) => m.id)) : 0;
  useEffect(() => {
    if (!conversation || !isMine || lastPlayerId <= conversation.staffReadId) return undefined;
    const mark = () => {
      if (document.visibilityState !== 'visible' || (marked.current.get(conversation.id) ?? 0) >= lastPlayerId) return;
      marked.current.set(conversation.id, lastPlayerId);
      chatDesk.marks(conversation.id, lastPlayerId).then(
        () => desk.reload(),
        () => marked.current.delete(conversation.id),
      );
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [conversation, isMine, lastPlayerId, desk]);

  const take = async (c: DeskConversation) => {
    setBusyId(c.id);
    try {
      const taken = await chatDesk.take(c.id, c.version);
      focus.current = 'composer';
      desk.setThread(taken);
      setNotice({ text: t('bo.support.chats.taken', { name: c.name }), bad: false });
      desk.reload();
    } catch (err) {
      failed(err);
      desk.reload();
    } finally {
      setBusyId(null);
    }
  };

  const setAvailable = async (available: boolean) => {
    setAvailBusy(true);
    try {
      desk.setMe(await chatDesk.availability(available));
      desk.reload();
    } catch (err) {
      failed(err);
    } finally {
      setAvailBusy(false);
    }
  };

  const openMine = (c: DeskConversation) => {
    if (c.status === 'active') focus.current = 'composer';
    desk.open(c.id);
  };

  const finished = (next: DeskThread, text: string) => {
    setDialog(null);
    focus.current = 'heading';
    desk.setThread(next);
    setNotice({ text, bad: false });
    desk.reload();
  };

  if (!overview) {
    return desk.loadError ? (
      <p className={styles['error']} role="alert">
        {failureText(t, desk.loadError)}
      </p>
    ) : (
      <p role="status">{t('bo.shell.loading')}</p>
    );
  }

  const chats = (list: DeskConversation[]) => list.filter((c) => c.kind === 'chat');
  const tickets = [...overview.mine, ...overview.waiting].filter((c) => c.kind === 'ticket');
  const typing = conversation ? desk.typing.has(conversation.id) : false;
  const takeable = conversation && canReply && (conversation.status === 'queued' || (canManage && conversation.status === 'active' && conversation.agentId !== myId));
  const manageable = conversation && conversation.status !== 'closed' && (isMine || (canManage && conversation.status === 'active'));

  return (
    <div className={styles['desk']}>
      <TopBar overview={overview} lang={lang} canReply={canReply} busy={availBusy} onAvailability={(a) => void setAvailable(a)} />
      <p role="status" className={notice?.bad ? styles['error'] : styles['notice']}>
        {notice?.text ?? ''}
      </p>
      <div aria-live="polite" className={styles['visuallyHidden']}>
        {desk.arrived ? t('bo.support.chats.arrived', { name: desk.arrived.name }) : ''}
      </div>
      <div className={styles['layout']}>
        <nav className={styles['lists']} aria-label={t('bo.support.chats.conversations')}>
          <QueueList kind="mine" items={chats(overview.mine)} selectedId={selectedId} now={now} lang={lang} busyId={busyId} onOpen={openMine} />
          <QueueList kind="waiting" items={chats(overview.waiting)} selectedId={selectedId} now={now} lang={lang} busyId={busyId} onOpen={(c) => desk.open(c.id)} onTake={canReply ? (c) => void take(c) : undefined} />
          <QueueList kind="tickets" items={tickets} selectedId={selectedId} now={now} lang={lang} busyId={busyId} onOpen={(c) => desk.open(c.id)} onTake={canReply ? (c) => void (c.status === 'queued' ? take(c) : desk.open(c.id)) : undefined} />
          {(canManage || overview.others.length > 0) && (
            <QueueList kind="others" items={overview.others} selectedId={selectedId} now={now} lang={lang} busyId={busyId} onOpen={(c) => desk.open(c.id)} onTake={canManage ? (c) => void take(c) : undefined} />
          )}
        </nav>
        <section ref={threadRef} className={conversation ? styles['thread'] : styles['placeholder']} aria-label={conversation ? t('bo.support.chats.threadOf', { name: conversation.name }) : t('bo.support.chats.noneOpen')}>
          {!conversation ? (
            <p>{selectedId === null ? t('bo.support.chats.pick') : t('bo.shell.loading')}</p>
          ) : (
            <>
              <header className={styles['threadHead']}>
                <div className={styles['threadTitle']}>
                  <h2 tabIndex={-1}>
                    {conversation.name}
                    {conversation.queue === 'vip' && <span className={styles['vip']}>{t('bo.support.chats.vip')}</span>}
                  </h2>
                  <span className={styles['muted']}>
                    {t(`bo.support.chats.kind.${conversation.kind}`)} · {t(`bo.support.chats.language.${conversation.language}`)} · {t(`bo.support.chats.status.${conversation.status}`)}
                    {conversation.agentName && conversation.agentId !== myId ? ` · ${conversation.agentName}` : ''} · #{formatNumber(conversation.id, lang)}
                  </span>
                </div>
                <div className={styles['threadActions']}>
                  {takeable && (
                    <button type="button" className={styles['primary']} disabled={busyId === conversation.id} onClick={() => void take(conversation)}>
                      {t(conversation.status === 'queued' ? 'bo.support.chats.take' : 'bo.support.chats.takeOver')}
                    </button>
                  )}
                  {manageable && canReply && (
                    <>
                      <button type="button" onClick={() => setDialog('transfer')}>
                        {t('bo.support.chats.transfer')}
                      </button>
                      <button type="button" onClick={() => setDialog('close')}>
                        {t('bo.support.chats.close')}
                      </button>
                    </>
                  )}
                </div>
              </header>
              <ThreadView conversation={conversation} messages={thread?.messages ?? []} pending={desk.pending} typing={typing} lang={lang} zone={merchant.timeZone} onRetry={desk.retry} />
              {isMine && conversation.status === 'active' && canReply ? (
                <Composer conversation={conversation} canned={desk.canned} onSend={desk.send} onTyping={(on) => void chatDesk.typing(conversation.id, on).catch(() => undefined)} onFailed={(text) => setNotice({ text, bad: true })} />
              ) : (
                <p className={styles['closedNote']}>{conversation.status === 'closed' ? closedText(t, conversation, lang) : t('bo.support.chats.readOnly')}</p>
              )}
            </>
          )}
        </section>
        {conversation && <MemberPanel conversation={conversation} merchant={merchant} lang={lang} />}
      </div>
      {dialog === 'transfer' && conversation && (
        <TransferDialog conversation={conversation} agents={overview.agents} myId={myId} onClose={() => setDialog(null)} onDone={(next) => finished(next, t('bo.support.chats.transferred', { name: conversation.name }))} />
      )}
      {dialog === 'close' && conversation && <CloseDialog conversation={conversation} onClose={() => setDialog(null)} onDone={(next) => finished(next, t('bo.support.chats.closed', { name: conversation.name }))} />}
    </div>
  );
}

function closedText(t: ReturnType<typeof useTranslation>['t'], c: DeskConversation, lang: string): string {
  const by = t(`bo.support.chats.closedBy.${c.closedBy ?? 'system'}`);
  const reason = c.closeReason ? t(`bo.support.chats.reason.${c.closeReason}`) : null;
  const rating = c.rating === null ? '' : ` ${t('bo.support.chats.rated', { rating: formatNumber(c.rating, lang) })}`;
  return `${reason ? t('bo.support.chats.closedWith', { by, reason }) : by}${rating}`;
}
