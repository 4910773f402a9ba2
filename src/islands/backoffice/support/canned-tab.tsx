/**
 * Canned replies, one list per language in the order agents see them. Staff with support.manage
 * add, edit and remove them; everyone else with the desk reads them.
 */
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '#lib/backoffice/roles.ts';
import { CANNED_BODY_MAX, CANNED_TITLE_MAX, CHAT_LANGUAGES, type ChatLanguage } from '#lib/contracts/chat-model.ts';
import { formatNumber } from '#lib/format.ts';
import { failureText } from '../content/failure.ts';
import type { DeskProps } from '../desk-props.ts';
import styles from '../review-desk.module.css';
import { type CannedFields, type CannedReply, recordsApi } from './records-api.ts';
import local from './records.module.css';

type Draft = { id: number | null } & CannedFields;

function CannedForm({ draft, onSave, onCancel }: { draft: Draft; onSave: (d: Draft) => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [d, setD] = useState(draft);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await onSave(d);
    } finally {
      setBusy(false);
    }
  };
  const heading = d.id === null ? t('bo.support.records.canned.new', { language: t(`bo.support.records.language.${d.language}`) }) : t('bo.support.records.canned.editing', { title: draft.title });
  return (
    <form className={local['form']} onSubmit={(e) => void submit(e)} aria-label={heading}>
      <h4>{heading}</h4>
      <div className={styles['field']}>
        <label htmlFor={`${id}-title`}>{t('bo.support.records.canned.titleLabel')}</label>
        <input id={`${id}-title`} required maxLength={CANNED_TITLE_MAX} value={d.title} onChange={(e) => setD({ ...d, title: e.target.value })} />
      </div>
      <div className={styles['field']}>
        <label htmlFor={`${id}-body`}>{t('bo.support.records.canned.bodyLabel')}</label>
        <textarea id={`${id}-body`} required maxLength={CANNED_BODY_MAX} value={d.body} onChange={(e) => setD({ ...d, body: e.target.value })} />
      </div>
      <div className={styles['field']}>
        <label htmlFor={`${id}-sort`}>{t('bo.support.records.canned.sortLabel')}</label>
        <input id={`${id}-sort`} type="number" min={0} max={10_000} step={1} value={d.sort} onChange={(e) => setD({ ...d, sort: Math.max(0, Math.min(10_000, Math.trunc(Number(e.target.value) || 0))) })} />
      </div>
      <div className={styles['rowActions']}>
        <button type="submit" className={styles['primary']} disabled={busy}>
          {t('bo.support.records.canned.save')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('bo.support.records.canned.cancel')}
        </button>
      </div>
    </form>
  );
}

export default function CannedTab({ lang, staff }: DeskProps) {
  const { t } = useTranslation();
  const id = useId();
  const canEdit = can(staff.role, 'support.manage');
  const [replies, setReplies] = useState<CannedReply[] | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setReplies(await recordsApi.canned());
    } catch (err) {
      setFailed(failureText(t, err));
    }
  }, [t]);
  useEffect(() => {
    void load();
  }, [load]);

  const save = async (d: Draft) => {
    const fields: CannedFields = { language: d.language, title: d.title.trim(), body: d.body.trim(), sort: d.sort };
    try {
      if (d.id === null) await recordsApi.createCanned(fields);
      else await recordsApi.updateCanned(d.id, fields);
      setDraft(null);
      setFailed(null);
      setDone(t('bo.support.records.canned.saved', { title: fields.title }));
      await load();
    } catch (err) {
      setDone(null);
      setFailed(failureText(t, err));
    }
  };
  const remove = async (r: CannedReply) => {
    if (!window.confirm(t('bo.support.records.canned.confirmDelete', { title: r.title }))) return;
    try {
      await recordsApi.deleteCanned(r.id);
      setFailed(null);
      setDone(t('bo.support.records.canned.deleted', { title: r.title }));
      await load();
    } catch (err) {
      setDone(null);
      setFailed(failureText(t, err));
    }
  };
  const fresh = (language: ChatLanguage): Draft => {
    const mine = (replies ?? []).filter((r) => r.language === language);
    return { id: null, language, title: '', body: '', sort: (mine.at(-1)?.sort ?? 0) + 10 };
  };

  return (
    <section aria-labelledby={`${id}-title`} className={local['stack']}>
      <h2 id={`${id}-title`}>{t('bo.support.records.canned.title')}</h2>
      <p className={local['muted']}>{canEdit ? t('bo.support.records.canned.intro') : t('bo.support.records.canned.readOnly')}</p>
      <p role="status" className={styles['done']}>
        {done ?? ''}
      </p>
      {failed && (
        <p className={styles['error']} role="alert">
          {failed}
        </p>
      )}
      {replies && (
        <div className={local['languages']}>
          {CHAT_LANGUAGES.map((language) => {
            const list = replies.filter((r) => r.language === language);
            return (
              <section key={language} aria-labelledby={`${id}-${language}`} className={local['stack']}>
                <h3 id={`${id}-${language}`}>
                  {t('bo.support.records.canned.inLanguage', { language: t(`bo.support.records.language.${language}`), n: formatNumber(list.length, lang) })}
                </h3>
                <ul className={local['replies']}>
                  {list.map((r) =>
                    draft?.id === r.id ? (
                      <li key={r.id}>
                        <CannedForm draft={draft} onSave={save} onCancel={() => setDraft(null)} />
                      </li>
                    ) : (
                      <li key={r.id} lang={r.language}>
                        <strong>{r.title}</strong>
                        <p>{r.body}</p>
                        {canEdit && (
                          <div className={styles['rowActions']}>
                            <button type="button" onClick={() => setDraft({ id: r.id, language: r.language, title: r.title, body: r.body, sort: r.sort })} aria-label={t('bo.support.records.canned.editOne', { title: r.title })}>
                              {t('bo.support.records.canned.edit')}
                            </button>
                            <button type="button" className={styles['danger']} onClick={() => void remove(r)} aria-label={t('bo.support.records.canned.deleteOne', { title: r.title })}>
                              {t('bo.support.records.canned.delete')}
                            </button>
                          </div>
                        )}
                      </li>
                    ),
                  )}
                  {!list.length && <li className={local['muted']}>{t('bo.support.records.canned.none')}</li>}
                </ul>
                {canEdit &&
                  (draft?.id === null && draft.language === language ? (
                    <CannedForm draft={draft} onSave={save} onCancel={() => setDraft(null)} />
                  ) : (
                    <div>
                      <button type="button" onClick={() => setDraft(fresh(language))}>
                        {t('bo.support.records.canned.add', { language: t(`bo.support.records.language.${language}`) })}
                      </button>
                    </div>
                  ))}
              </section>
            );
          })}
        </div>
      )}
    </section>
  );
}
