import { useEffect, useState } from 'react';
import { api } from '#lib/api.ts';

interface HelpItem {
  slug: string;
  title: string;
  content: string;
}

/**
 * The help items kept in the database (written in the back office's content desk), shown after the
 * help centre's built-in pages. Those pages are built with the site; these are read when the page
 * opens, so a new item shows without a new build.
 */
export default function StoredHelp({ lang }: { lang: string }) {
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
