import { NoticeBoard } from '../notices/notice-board.tsx';
import type { AgentPageProps } from './page-props.ts';

/** Announcement: the site's notices, as in the notice modal. */
export default function AnnouncementPage({ lang }: AgentPageProps) {
  return <NoticeBoard lang={lang} />;
}
