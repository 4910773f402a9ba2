import { IslandI18nProvider, type IslandI18n } from '../common/i18n.tsx';
import { NoticeBoard, type NoticeBoardProps } from './notice-board.tsx';

/** The /noticePage screen: the notice board on its own page. */
export default function NoticePage({ lang, messages, ...board }: IslandI18n & NoticeBoardProps) {
  return (
    <IslandI18nProvider lang={lang} messages={messages}>
      <NoticeBoard lang={lang} {...board} />
    </IslandI18nProvider>
  );
}
