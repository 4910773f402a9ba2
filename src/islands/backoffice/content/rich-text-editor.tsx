import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './content.module.css';

interface Props {
  /** The accessible name of the editing area ("Text (English)"). */
  label: string;
  value: string;
  onChange: (html: string) => void;
  lang: string;
}

/** Only what the site's sanitizer keeps: paragraphs, bold, italic, headings 3 and 4, lists, links, quotes. */
const extensions = [
  StarterKit.configure({
    heading: { levels: [3, 4] },
    code: false,
    codeBlock: false,
    link: { openOnClick: false, autolink: true, protocols: ['https', 'mailto'], HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' } },
  }),
];

const SAFE_LINK = /^(https:\/\/|mailto:|\/(?!\/))/;

/** The rich-text editor (Tiptap) with a toolbar of real buttons. */
export function RichTextEditor({ label, value, onChange, lang }: Props) {
  const { t } = useTranslation();
  const linkId = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [linkError, setLinkError] = useState(false);
  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: false,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, lang, class: styles['editable'] ?? '' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // A value set from outside (another notice opened) replaces the text.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      h4: e?.isActive('heading', { level: 4 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });

  const tool = (key: string, active: boolean, run: () => void) => (
    <button type="button" className={styles['tool']} aria-pressed={active} onClick={run} disabled={!editor}>
      {t(`bo.content.editor.${key}`)}
    </button>
  );
  const chain = () => editor?.chain().focus();

  const applyLink = () => {
    const url = href.trim();
    if (url && !SAFE_LINK.test(url)) return setLinkError(true);
    if (url) chain()?.extendMarkRange('link').setLink({ href: url }).run();
    else chain()?.extendMarkRange('link').unsetLink().run();
    setLinkOpen(false);
    setLinkError(false);
  };

  return (
    <div className={styles['editor']}>
      <div role="toolbar" aria-label={t('bo.content.editor.toolbar', { label })} className={styles['toolbar']}>
        {tool('bold', state?.bold ?? false, () => chain()?.toggleBold().run())}
        {tool('italic', state?.italic ?? false, () => chain()?.toggleItalic().run())}
        {tool('heading3', state?.h3 ?? false, () => chain()?.toggleHeading({ level: 3 }).run())}
        {tool('heading4', state?.h4 ?? false, () => chain()?.toggleHeading({ level: 4 }).run())}
        {tool('bulletList', state?.bullet ?? false, () => chain()?.toggleBulletList().run())}
        {tool('orderedList', state?.ordered ?? false, () => chain()?.toggleOrderedList().run())}
        {tool('link', state?.link ?? false, () => {
          setHref((editor?.getAttributes('link')['href'] as string | undefined) ?? '');
          setLinkOpen((o) => !o);
        })}
      </div>
      {linkOpen && (
        <div className={styles['linkRow']}>
          <label htmlFor={linkId}>{t('bo.content.editor.linkAddress')}</label>
          <input id={linkId} type="url" value={href} placeholder="https://" onChange={(e) => setHref(e.target.value)} aria-invalid={linkError || undefined} />
          <button type="button" onClick={applyLink}>
            {t('bo.content.editor.linkApply')}
          </button>
          {linkError && <span role="alert">{t('bo.content.editor.linkInvalid')}</span>}
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
