import type { DeskProps } from '../desk-props.ts';
import { TabbedDesk, viewsOf } from '../tabbed-desk.tsx';
import { LOYALTY_TABS } from './tabs.ts';

const VIEWS = viewsOf(LOYALTY_TABS);

/**
 * The loyalty desk: the VIP ladder and members' ranks, the points mall and its redeem queue,
 * held referral rewards and affiliate applications, one tab each (tabs.ts), loaded when opened.
 */
export default function LoyaltyDesk(props: DeskProps) {
  return <TabbedDesk desk="loyalty" tabs={LOYALTY_TABS} views={VIEWS} props={props} />;
}
