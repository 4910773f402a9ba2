import type { DeskProps } from '../desk-props.ts';
import { TabbedDesk, viewsOf } from '../tabbed-desk.tsx';
import { LOTTERY_TABS } from './tabs.ts';

const VIEWS = viewsOf(LOTTERY_TABS);

/**
 * The lottery desk: lotteries and their odds rows, draws and results (official ones entered and
 * approved by two people, voids and corrections), the house draws' seed chains; one tab each (tabs.ts).
 */
export default function LotteryDesk(props: DeskProps) {
  return <TabbedDesk desk="lottery" tabs={LOTTERY_TABS} views={VIEWS} props={props} />;
}
