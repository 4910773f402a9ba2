import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_KINDS } from '#lib/contact-kinds.ts';
import { errorMessage, fieldErrors, type Message } from '#lib/error-message.ts';
import { linkContact } from '#lib/stores/profile.ts';
import type { ContactKind, Profile } from '#lib/types/member.ts';
import { FormError } from '../../forms/form-error.tsx';
import { TextField } from '../../forms/text-field.tsx';
import styles from './security.module.css';

function LinkForm({ kind, onDone }: { kind: ContactKind; onDone: () => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<Message | null>(null);
  const [error, setError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (value.trim().length < 2) return setFieldError({ key: 'validation.notEmpty' });
    setBusy(true);
    setError(null);
    setFieldError(null);
    try {
      await linkContact(kind, value);
      onDone();
    } catch (err) {
      const [first] = fieldErrors(err);
      if (first) setFieldError(first);
      else setError(errorMessage(err));
      setBusy(false);
    }
  };

  return (
    <form className={styles.inlineForm} noValidate onSubmit={(e) => void submit(e)}>
      <TextField
        label={t(`member.contact.${kind}`)}
        value={value}
        onValue={setValue}
        error={fieldError}
        required
        autoCapitalize="none"
        spellCheck={false}
        maxLength={100}
        hint={t('member.contact.once')}
        action={
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('member.contact.link')}
          </button>
        }
      />
      <FormError error={error} />
    </form>
  );
}

/** Spec §3 social contacts: each can be linked once; linked ones are shown read-only (spec §5). */
export function ContactsSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ContactKind | null>(null);
  return (
    <section className={styles.panel} aria-labelledby="member-contacts-title">
      <h4 id="member-contacts-title" className={styles.panelTitle}>
        {t('member.contact.title')}
      </h4>
      <ul className={styles.contacts}>
        {CONTACT_KINDS.map((kind) => {
          const linked = profile.contacts[kind];
          return (
            <li key={kind} className={styles.contact}>
              <div className={styles.contactRow}>
                <span className={styles.contactName}>{t(`member.contact.${kind}`)}</span>
                {linked ? (
                  <span className={styles.contactValue}>
                    <span>{linked}</span>
                    <span className={styles.detailNote}>{t('member.contact.linked')}</span>
                  </span>
                ) : (
                  <button type="button" className={styles.inlineEdit} aria-expanded={open === kind} onClick={() => setOpen(open === kind ? null : kind)}>
                    {open === kind ? t('in_more_cancel') : t('member.contact.link')}
                  </button>
                )}
              </div>
              {!linked && open === kind && <LinkForm kind={kind} onDone={() => setOpen(null)} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
