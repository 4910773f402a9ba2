import type { DeskProps } from '../desk-props.ts';
import { TabbedDesk, viewsOf } from '../tabbed-desk.tsx';
import { SUPPORT_TABS } from './tabs.ts';

const VIEWS = viewsOf(SUPPORT_TABS);

/**
 * The customer-service desk: live chats and tickets with the member beside them, transcripts,
 * members' feedback, canned replies and response-time metrics; one tab each (tabs.ts).
 */
export default function SupportDesk(props: DeskProps) {
  return <TabbedDesk desk="support" tabs={SUPPORT_TABS} views={VIEWS} props={props} />;
}
