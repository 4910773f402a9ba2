import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BothTexts, type ContentLang, contentDesk } from '#lib/backoffice/content-api.ts';
import { SubmissionKey } from '#lib/cashier-api.ts';
import type { StaffHelpItem } from '#lib/contracts/backoffice-content.ts';
import { formatDateTime } from '#lib/format.ts';
import { columnHelper, type DataColumns } from '../../common/data-table/columns.ts';
import { DataTable } from '../../common/data-table/data-table.tsx';
import type { PanelProps } from './panel-props.ts';
import { failureText } from './failure.ts';
import { LanguageTabs } from './language-tabs.tsx';
import { PreviewPane, type PreviewItem } from './preview-pane.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';
import styles from './content.module.css';

const col = columnHelper<StaffHelpItem>();

/**
 * Help items kept in the database. The help centre's built-in pages are files built into the site;
 * these are listed after them (the help-centre API, and the /help page below its own).
 */
export default function HelpPanel({ lang, zone, allowed }: PanelProps) {
  const { t } = useTranslation();
  const canWrite = allowed('content.write');
  const [items, setItems] = useState<StaffHelpItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<StaffHelpItem | 'new' | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setItems(await contentDesk.help());
    } catch (err) {
      setError(failureText(t, err));
    }
  }, [t]);
  useEffect(() => void load(), [load]);

  const titleOf = (h: StaffHelpItem) => h.text[lang === 'en' ? 'en' : 'bn'].title;
  const columns = [
    col.display({ id: 'title', header: t('bo.content.col.title'), cell: (c) => <span className={styles['titleCell']}>{titleOf(c.row.original)}</span>, meta: { label: t('bo.content.col.title') } }),
    col.display({ id: 'published', header: t('bo.content.col.status'), cell: (c) => t(c.row.original.published ? 'bo.content.help.published' : 'bo.content.help.hidden'), meta: { label: t('bo.content.col.status') } }),
    col.display({ id: 'sort', header: t('bo.content.col.sort'), cell: (c) => c.row.original.sort, meta: { label: t('bo.content.col.sort'), align: 'end' } }),
    col.display({ id: 'updatedAt', header: t('bo.content.col.updatedAt'), cell: (c) => formatDateTime(c.row.original.updatedAt, lang, zone), meta: { label: t('bo.content.col.updatedAt') } }),
    col.display({
      id: 'actions',
      header: t('bo.content.col.actions'),
      cell: (c) =>
        canWrite ? (
          <button type="button" onClick={() => (setEditing(c.row.original), setDone(null))} aria-label={t('bo.content.editOf', { title: titleOf(c.row.original) })}>
            {t('bo.content.edit')}
          </button>
        ) : null,
      meta: { label: t('bo.content.col.actions') },
    }),
  ] satisfies DataColumns<StaffHelpItem>;

  if (editing) {
    return (
      <HelpEditor
        item={editing === 'new' ? undefined : editing}
        onCancel={() => setEditing(null)}
        onSaved={(h) => {
          setEditing(null);
          setDone(t('bo.content.help.saved', { title: titleOf(h) }));
          void load();
        }}
      />
    );
  }
  return (
    <div className={styles['panel']}>
      <p className={styles['hint']}>{t('bo.content.help.lead')}</p>
      <div className={styles['listBar']}>
        {canWrite && (
          <button type="button" className={styles['primary']} onClick={() => (setEditing('new'), setDone(null))}>
            {t('bo.content.help.new')}
          </button>
        )}
      </div>
      {done && (
        <p role="status" className={styles['done']}>
          {done}
        </p>
      )}
      {error && (
        <p role="alert" className={styles['error']}>
          {error}
        </p>
      )}
      <DataTable label={t('bo.content.help.caption')} columns={columns} data={items ?? []} rowId={(h) => String(h.id)} empty={t('bo.content.empty')} loading={items === null} stack />
    </div>
  );
}

function HelpEditor({ item, onSaved, onCancel }: { item?: StaffHelpItem | undefined; onSaved: (h: StaffHelpItem) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState<BothTexts>(item?.text ?? { bn: { title: '', content: '' }, en: { title: '', content: '' } });
  const [sort, setSort] = useState(String(item?.sort ?? 0));
  const [published, setPublished] = useState(item?.published ?? false);
  const [preview, setPreview] = useState<PreviewItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** One request id per submission of a new item, kept for its retries. */
  const submission = useRef(new SubmissionKey());
  const setField = (lang: ContentLang, field: 'title' | 'content', value: string) => setText((cur) => ({ ...cur, [lang]: { ...cur[lang], [field]: value } }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const body = { text, sort: Number(sort) || 0, published };
    try {
      onSaved(item ? await contentDesk.updateHelp(item.id, item.version, body) : await submission.current.send(body, (key) => contentDesk.createHelp(key, body)));
    } catch (err) {
      setError(failureText(t, err));
    } finally {
      setBusy(false);
    }
  };
  const showPreview = async () => {
    try {
      setPreview(await contentDesk.draftPreview(text, null, null));
    } catch (err) {
      setError(failureText(t, err));
    }
  };

  return (
    <form className={styles['form']} onSubmit={submit} aria-labelledby={`${id}-h`} noValidate>
      <h2 id={`${id}-h`}>{t(item ? 'bo.content.help.edit' : 'bo.content.help.new')}</h2>
      <LanguageTabs label={t('bo.content.notice.languages')}>
        {(lang) => (
          <>
            <div className={styles['field']}>
              <label htmlFor={`${id}-title-${lang}`}>{t('bo.content.notice.titleIn', { lang: t(`bo.content.lang.${lang}`) })}</label>
              <input id={`${id}-title-${lang}`} lang={lang} value={text[lang].title} maxLength={200} onChange={(e) => setField(lang, 'title', e.target.value)} />
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
          <label htmlFor={`${id}-sort`}>{t('bo.content.help.sort')}</label>
          <input id={`${id}-sort`} type="number" min={-1000} max={1000} value={sort} onChange={(e) => setSort(e.target.value)} />
        </div>
        <div className={styles['check']}>
          <input id={`${id}-pub`} type="checkbox" checked={published} onChange={(e) => setPublished(e.target.checked)} />
          <label htmlFor={`${id}-pub`}>{t('bo.content.help.publish')}</label>
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
          {t('bo.content.help.save')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('bo.content.cancel')}
        </button>
      </div>
      {preview && <PreviewPane items={preview} onClose={() => setPreview(null)} />}
    </form>
  );
}
