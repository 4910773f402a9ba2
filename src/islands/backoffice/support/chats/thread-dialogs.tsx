/**
 * The open conversation's two dialogs: Transfer (to an agent on duty, or back to a queue, with a
 * note for the next agent) and Close (a reason, and an optional note). Each sends once, shows a
 * refusal in place, and hands the answer back.
 */
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_QUEUES, CLOSE_REASONS, type CloseReason } from '#lib/contracts/chat-model.ts';
import { failureText } from '../../content/failure.ts';
import styles from '../../review-desk.module.css';
import type { DeskAgent, DeskConversation, DeskThread } from './desk-api.ts';
import { chatDesk } from './desk-api.ts';

const NOTE_MAX = 500;

function Dialog({ title, children, error, busy, confirm, onConfirm, onClose }: { title: string; children: ReactNode; error: string | null; busy: boolean; confirm: string; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog ref={ref} className={styles['dialog']} aria-labelledby={`${id}-title`} onClose={onClose}>
      <form
        className={styles['dialogBody']}
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm();
        }}
      >
        <h2 id={`${id}-title`}>{title}</h2>
        {children}
        {error && (
          <p className={styles['error']} role="alert">
            {error}
          </p>
        )}
        <div className={styles['actions']}>
          <button type="button" onClick={() => ref.current?.close()}>
            {t('bo.support.chats.cancel')}
          </button>
          <button type="submit" className={styles['primary']} disabled={busy}>
            {confirm}
          </button>
        </div>
      </form>
    </dialog>
  );
}

interface DialogProps {
  conversation: DeskConversation;
  onClose: () => void;
  onDone: (thread: DeskThread) => void;
}

export function TransferDialog({ conversation, agents, myId, onClose, onDone }: DialogProps & { agents: DeskAgent[]; myId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [to, setTo] = useState(`queue:${conversation.queue}`);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const others = agents.filter((a) => a.staffId !== myId && a.staffId !== conversation.agentId);
  const submit = async () => {
    setBusy(true);
    setError(null);
    const [kind, value] = to.split(':') as [string, string];
    try {
      const target = kind === 'agent' ? { toStaffId: Number(value) } : { toQueue: value as (typeof CHAT_QUEUES)[number] };
      onDone(await chatDesk.transfer(conversation.id, { version: conversation.version, ...target, ...(note.trim() ? { note: note.trim() } : {}) }));
    } catch (err) {
      setError(failureText(t, err));
      setBusy(false);
    }
  };
  return (
    <Dialog title={t('bo.support.chats.transferTitle', { name: conversation.name })} error={error} busy={busy} confirm={t('bo.support.chats.transfer')} onConfirm={() => void submit()} onClose={onClose}>
      <div className={styles['field']}>
        <label htmlFor={`${id}-to`}>{t('bo.support.chats.transferTo')}</label>
        <select id={`${id}-to`} value={to} onChange={(e) => setTo(e.target.value)}>
          <optgroup label={t('bo.support.chats.toQueue')}>
            {CHAT_QUEUES.map((q) => (
              <option key={q} value={`queue:${q}`}>
                {t(`bo.support.chats.queue.${q}`)}
              </option>
            ))}
          </optgroup>
          {others.length > 0 && (
            <optgroup label={t('bo.support.chats.toAgent')}>
              {others.map((a) => (
                <option key={a.staffId} value={`agent:${a.staffId}`}>
                  {t(a.available ? 'bo.support.chats.agentOption' : 'bo.support.chats.agentAway', { name: a.name, active: a.active, max: a.maxChats })}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </div>
      <div className={styles['field']}>
        <label htmlFor={`${id}-note`}>{t('bo.support.chats.transferNote')}</label>
        <textarea id={`${id}-note`} value={note} maxLength={NOTE_MAX} onChange={(e) => setNote(e.target.value)} />
      </div>
    </Dialog>
  );
}

export function CloseDialog({ conversation, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState<CloseReason>('resolved');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      onDone(await chatDesk.close(conversation.id, reason, note.trim() || undefined));
    } catch (err) {
      setError(failureText(t, err));
      setBusy(false);
    }
  };
  return (
    <Dialog title={t('bo.support.chats.closeTitle', { name: conversation.name })} error={error} busy={busy} confirm={t('bo.support.chats.close')} onConfirm={() => void submit()} onClose={onClose}>
      <div className={styles['field']}>
        <label htmlFor={`${id}-reason`}>{t('bo.support.chats.closeReason')}</label>
        <select id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value as CloseReason)}>
          {CLOSE_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`bo.support.chats.reason.${r}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles['field']}>
        <label htmlFor={`${id}-note`}>{t('bo.support.chats.closeNote')}</label>
        <textarea id={`${id}-note`} value={note} maxLength={NOTE_MAX} onChange={(e) => setNote(e.target.value)} />
      </div>
    </Dialog>
  );
}
