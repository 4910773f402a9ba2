import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { api } from '#lib/api.ts';

interface HelpItem {
  slug: string;
  title: string;
  content: string;
}

/**
 * The help items kept in the database (written in the back office's content desk), shown after the
 * help centre's built-in pages. Those pages are built with the site; these are read when the page
 * opens, so a new item shows without a new build. Their entries join the page's table of contents
 * (the list with the id `tocId`, rendered by HelpCentre.astro), after the built-in ones.
 */
export default function StoredHelp({ lang, tocId }: { lang: string; tocId: string }) {
  const [toc, setToc] = useState<HTMLElement | null>(null);
  useEffect(() => setToc(document.getElementById(tocId)), [tocId]);
  const [items, setItems] = useState<HelpItem[]>([]);
  useEffect(() => {
    let live = true;
    api.get<HelpItem[]>('/wps/system/helpCenter', { language: lang }).then(
      (list) => live && setItems(list.filter((i) => i.slug.startsWith('item-'))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [lang]);
  return (
    <>
      {toc &&
        createPortal(
          items.map((i) => (
            <li key={i.slug}>
              <a href={`#${i.slug}`}>{i.title}</a>
            </li>
          )),
          toc,
        )}
      {items.map((i) => (
        <section key={i.slug} id={i.slug} className="item" aria-labelledby={`${i.slug}-title`}>
          <h2 id={`${i.slug}-title`}>{i.title}</h2>
          {/* Sanitized by the server when it was saved and again when it is served. */}
          <div dangerouslySetInnerHTML={{ __html: i.content }} />
        </section>
      ))}
    </>
  );
}
