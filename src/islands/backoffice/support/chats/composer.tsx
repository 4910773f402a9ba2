/**
 * Writing in the open conversation: a reply the player reads, or an internal note only staff see
 * (the switch colours the box like a note). Enter sends, Shift+Enter starts a new line. A canned
 * reply (the conversation's language first) fills the box to be edited before sending; an image
 * is uploaded and sent at once. The player is told while the agent types.
 */
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX } from '#lib/contracts/chat-model.ts';
import { failureText } from '../../content/failure.ts';
import { type CannedReply, type DeskConversation, uploadChatImage } from './desk-api.ts';
import styles from './chats.module.css';

interface Props {
  conversation: DeskConversation;
  canned: CannedReply[];
  onSend: (text: string, note: boolean, fileId?: number) => void;
  onTyping: (typing: boolean) => void;
  onFailed: (text: string) => void;
}

const TYPING_IDLE_MS = 4_000;

export function Composer({ conversation, canned, onSend, onTyping, onFailed }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [note, setNote] = useState(false);
  const [uploading, setUploading] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const typingSent = useRef(false);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopTyping = () => {
    clearTimeout(idle.current);
    if (typingSent.current) onTyping(false);
    typingSent.current = false;
  };
  useEffect(() => () => clearTimeout(idle.current), []);
  const changed = (value: string) => {
    setText(value);
    if (note) return;
    if (!typingSent.current && value.trim()) {
      typingSent.current = true;
      onTyping(true);
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(stopTyping, TYPING_IDLE_MS);
  };
  const send = (e?: FormEvent) => {
    e?.preventDefault();
    const body = text.trim();
    if (!body) return;
    stopTyping();
    onSend(body, note);
    setText('');
    box.current?.focus();
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) send(e);
  };
  const ordered = [...canned.filter((c) => c.language === conversation.language), ...canned.filter((c) => c.language !== conversation.language)];
  const pickCanned = (value: string) => {
    const c = canned.find((x) => String(x.id) === value);
    if (!c) return;
    changed(c.body);
    box.current?.focus();
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const fileId = await uploadChatImage(conversation.id, file);
      onSend(text.trim(), note, fileId);
      setText('');
    } catch (err) {
      onFailed(failureText(t, err));
    } finally {
      setUploading(false);
    }
  };
  return (
    <form className={styles['composer']} data-note={note || undefined} onSubmit={send} aria-label={t('bo.support.chats.composer')}>
      <div className={styles['composerBar']}>
        <fieldset className={styles['mode']}>
          <legend className={styles['visuallyHidden']}>{t('bo.support.chats.mode')}</legend>
          <label>
            <input type="radio" name={`${id}-mode`} checked={!note} onChange={() => setNote(false)} />
            {t('bo.support.chats.modeReply')}
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-mode`}
              checked={note}
              onChange={() => {
                stopTyping();
                setNote(true);
              }}
            />
            {t('bo.support.chats.modeNote')}
          </label>
        </fieldset>
        <label className={styles['cannedPick']}>
          <span className={styles['visuallyHidden']}>{t('bo.support.chats.canned')}</span>
          <select value="" onChange={(e) => pickCanned(e.target.value)}>
            <option value="">{t('bo.support.chats.cannedPick')}</option>
            {ordered.map((c) => (
              <option key={c.id} value={c.id}>
                {`${c.language.toUpperCase()} · ${c.title}`}
              </option>
            ))}
          </select>
        </label>
        <label className={styles['attach']}>
          <input
            type="file"
            accept="image/png,image/jpeg"
            className={styles['visuallyHidden']}
            disabled={uploading}
            onChange={(e) => {
              void upload(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {uploading ? t('bo.support.chats.uploading') : t('bo.support.chats.attach')}
        </label>
      </div>
      {note && <p className={styles['noteHint']}>{t('bo.support.chats.noteHint')}</p>}
      <div className={styles['composerRow']}>
        <label htmlFor={`${id}-text`} className={styles['visuallyHidden']}>
          {t(note ? 'bo.support.chats.noteText' : 'bo.support.chats.replyText')}
        </label>
        <textarea id={`${id}-text`} ref={box} rows={2} maxLength={CHAT_MESSAGE_MAX} value={text} placeholder={t(note ? 'bo.support.chats.notePlaceholder' : 'bo.support.chats.replyPlaceholder')} onChange={(e) => changed(e.target.value)} onKeyDown={onKey} onBlur={stopTyping} />
        <button type="submit" className={styles['primary']} disabled={!text.trim()}>
          {t(note ? 'bo.support.chats.addNote' : 'bo.support.chats.send')}
        </button>
      </div>
    </form>
  );
}
