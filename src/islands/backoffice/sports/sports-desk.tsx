import type { DeskProps } from '../desk-props.ts';
import { TabbedDesk, viewsOf } from '../tabbed-desk.tsx';
import { SPORTS_TABS } from './tabs.ts';

const VIEWS = viewsOf(SPORTS_TABS);

/**
 * The sportsbook desk: events and their markets (from the feed or made by hand), trading (suspend,
 * odds, limits), settlement by hand with a second person's approval, bets and liability, player
 * stake factors; one tab each (tabs.ts).
 */
export default function SportsDesk(props: DeskProps) {
  return <TabbedDesk desk="sports" tabs={SPORTS_TABS} views={VIEWS} props={props} />;
}
