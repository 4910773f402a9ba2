import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type Message } from '#lib/error-message.ts';
import { chooseAvatar, loadAvatars } from '#lib/stores/profile.ts';
import { FormError } from '../../forms/form-error.tsx';
import styles from './security.module.css';

/** The eight built-in avatars as a radio group; choosing one saves it at once. */
export function AvatarChooser({ current, onDone }: { current: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<{ id: string; url: string }[] | null>(null);
  const [error, setError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    loadAvatars().then(
      (a) => setChoices(a.choices),
      (err: unknown) => setError(errorMessage(err)),
    );
  }, []);

  const choose = async (id: string) => {
    if (busy || id === current) return onDone();
    setBusy(true);
    setError(null);
    try {
      await chooseAvatar(id);
      onDone();
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (!choices || !['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp'].includes(e.key)) return;
    e.preventDefault();
    const buttons = [...(e.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('[role="radio"]') ?? [])];
    const i = buttons.indexOf(e.currentTarget);
    const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : -1;
    buttons[(i + step + buttons.length) % buttons.length]?.focus();
  };

  return (
    <div className={styles.avatars}>
      <div role="radiogroup" aria-label={t('member.avatar.choose')} className={styles.avatarGrid}>
        {(choices ?? []).map((c, i) => (
          <button
            key={c.id}
            type="button"
            role="radio"
            aria-checked={c.id === current}
            tabIndex={c.id === current ? 0 : -1}
            className={styles.avatarChoice}
            disabled={busy}
            onClick={() => void choose(c.id)}
            onKeyDown={onKeyDown}
          >
            <img src={c.url} alt={t('member.avatar.option', { n: i + 1 })} width="56" height="56" />
          </button>
        ))}
      </div>
      {!choices && !error && <p className={styles.muted}>{t('common.loading')}</p>}
      <FormError error={error} />
    </div>
  );
}
