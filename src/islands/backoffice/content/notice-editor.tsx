import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BothTexts, type ContentLang, contentDesk, type NoticeDraft } from '#lib/backoffice/content-api.ts';
import { fromZonedInput, toZonedInput } from '#lib/backoffice/zoned-input.ts';
import { SubmissionKey } from '#lib/cashier-api.ts';
import type { StaffNotice } from '#lib/contracts/backoffice-content.ts';
import type { AnnouncementType } from '#lib/contracts/content.ts';
import { failureText } from './failure.ts';
import { LanguageTabs } from './language-tabs.tsx';
import { PreviewPane, type PreviewItem } from './preview-pane.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';
import styles from './content.module.css';

const NOTICE_TYPES: readonly AnnouncementType[] = ['PL', 'PU', 'PR', 'H'];

interface Props {
  kind: 'notices' | 'banners';
  zone: string;
  /** The notice being edited; absent for a new one. */
  notice?: StaffNotice | undefined;
  onSaved: (notice: StaffNotice) => void;
  onCancel: () => void;
}

const emptyText = (): BothTexts => ({ bn: { title: '', content: '' }, en: { title: '', content: '' } });

/** The form of one notice or banner: both languages with the editor, schedule, preview, save. */
export function NoticeEditor({ kind, zone, notice, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [type, setType] = useState<AnnouncementType>(notice?.type ?? (kind === 'banners' ? 'B' : 'PL'));
  const [text, setText] = useState<BothTexts>(notice ? notice.text : emptyText());
  const [imageUrl, setImageUrl] = useState(notice?.imageUrl ?? '');
  const [linkUrl, setLinkUrl] = useState(notice?.linkUrl ?? '');
  const [popup, setPopup] = useState(notice?.popup ?? false);
  const [sort, setSort] = useState(String(notice?.sort ?? 0));
  const [publishAt, setPublishAt] = useState(notice ? toZonedInput(notice.publishAt, zone) : '');
  const [expireAt, setExpireAt] = useState(notice?.expireAt ? toZonedInput(notice.expireAt, zone) : '');
  const [preview, setPreview] = useState<PreviewItem[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** One request id per submission of a new notice, kept for its retries: a retry never writes it twice. */
  const submission = useRef(new SubmissionKey());

  const setField = (lang: ContentLang, field: 'title' | 'content', value: string) => setText((cur) => ({ ...cur, [lang]: { ...cur[lang], [field]: value } }));
  const orNull = (v: string) => (v.trim() ? v.trim() : null);

  const showPreview = async () => {
    setError(null);
    try {
      setPreview(await contentDesk.draftPreview(text, orNull(imageUrl), orNull(linkUrl)));
    } catch (err) {
      setError(failureText(t, err));
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const publish = publishAt ? fromZonedInput(publishAt, zone) : Date.now();
    const expire = expireAt ? fromZonedInput(expireAt, zone) : null;
    if (publish === null) return setError(t('bo.content.notice.badDate'));
    if (expire !== null && expire <= publish) return setError(t('bo.content.notice.expireBeforePublish'));
    const draft: NoticeDraft = { type, text, imageUrl: orNull(imageUrl), linkUrl: orNull(linkUrl), popup, sort: Number(sort) || 0, publishAt: publish, expireAt: expire };
    setBusy(true);
    try {
      onSaved(notice ? await contentDesk.updateNotice(notice.id, notice.version, draft) : await submission.current.send(draft, (key) => contentDesk.createNotice(key, draft)));
    } catch (err) {
      setError(failureText(t, err));
    } finally {
      setBusy(false);
    }
  };

  const heading = t(`bo.content.${kind === 'banners' ? 'banner' : 'notice'}.${notice ? 'edit' : 'new'}`);
  return (
    <form className={styles['form']} onSubmit={submit} aria-labelledby={`${id}-h`} noValidate>
      <h2 id={`${id}-h`}>{heading}</h2>
      {kind === 'notices' && (
        <div className={styles['field']}>
          <label htmlFor={`${id}-type`}>{t('bo.content.notice.type')}</label>
          <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value as AnnouncementType)}>
            {NOTICE_TYPES.map((v) => (
              <option key={v} value={v}>
                {t(`bo.content.type.${v}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <LanguageTabs label={t('bo.content.notice.languages')}>
        {(lang) => (
          <>
            <div className={styles['field']}>
              <label htmlFor={`${id}-title-${lang}`}>{t('bo.content.notice.titleIn', { lang: t(`bo.content.lang.${lang}`) })}</label>
              <input id={`${id}-title-${lang}`} lang={lang} value={text[lang].title} maxLength={200} required onChange={(e) => setField(lang, 'title', e.target.value)} />
            </div>
            <div className={styles['field']}>
              <span className={styles['fieldLabel']}>{t('bo.content.notice.textIn', { lang: t(`bo.content.lang.${lang}`) })}</span>
              <RichTextEditor lang={lang} label={t('bo.content.notice.textIn', { lang: t(`bo.content.lang.${lang}`) })} value={text[lang].content} onChange={(html) => setField(lang, 'content', html)} />
            </div>
          </>
        )}
      </LanguageTabs>
      <div className={styles['grid']}>
        <div className={styles['field']}>
          <label htmlFor={`${id}-image`}>{t(kind === 'banners' ? 'bo.content.notice.imageRequired' : 'bo.content.notice.image')}</label>
          <input id={`${id}-image`} type="text" inputMode="url" value={imageUrl} placeholder="https://" onChange={(e) => setImageUrl(e.target.value)} required={kind === 'banners'} />
        </div>
        <div className={styles['field']}>
          <label htmlFor={`${id}-link`}>{t('bo.content.notice.link')}</label>
          <input id={`${id}-link`} type="text" inputMode="url" value={linkUrl} placeholder="https://" onChange={(e) => setLinkUrl(e.target.value)} />
        </div>
        <div className={styles['field']}>
          <label htmlFor={`${id}-publish`}>{t('bo.content.notice.publishAt', { zone })}</label>
          <input id={`${id}-publish`} type="datetime-local" value={publishAt} onChange={(e) => setPublishAt(e.target.value)} aria-describedby={`${id}-publish-hint`} />
          <small id={`${id}-publish-hint`}>{t('bo.content.notice.publishHint')}</small>
        </div>
        <div className={styles['field']}>
          <label htmlFor={`${id}-expire`}>{t('bo.content.notice.expireAt', { zone })}</label>
          <input id={`${id}-expire`} type="datetime-local" value={expireAt} onChange={(e) => setExpireAt(e.target.value)} aria-describedby={`${id}-expire-hint`} />
          <small id={`${id}-expire-hint`}>{t('bo.content.notice.expireHint')}</small>
        </div>
        <div className={styles['field']}>
          <label htmlFor={`${id}-sort`}>{t('bo.content.notice.sort')}</label>
          <input id={`${id}-sort`} type="number" min={-1000} max={1000} value={sort} onChange={(e) => setSort(e.target.value)} />
        </div>
        <div className={styles['check']}>
          <input id={`${id}-popup`} type="checkbox" checked={popup} onChange={(e) => setPopup(e.target.checked)} />
          <label htmlFor={`${id}-popup`}>{t('bo.content.notice.popup')}</label>
        </div>
      </div>
      {error && (
        <p role="alert" className={styles['error']}>
          {error}
        </p>
      )}
      <div className={styles['actions']}>
        <button type="button" onClick={showPreview}>
          {t('bo.content.preview.show')}
        </button>
        <button type="submit" className={styles['primary']} disabled={busy}>
          {t(notice ? 'bo.content.notice.save' : 'bo.content.notice.publish')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('bo.content.cancel')}
        </button>
      </div>
      {preview && <PreviewPane items={preview} onClose={() => setPreview(null)} />}
    </form>
  );
}
