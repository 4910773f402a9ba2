import type { PanelProps } from './panel-props.ts';
import { NoticesPanel } from './notices-panel.tsx';

/** The notices tab: announcements of every type but banners. */
export default function NoticesTab(props: PanelProps) {
  return <NoticesPanel {...props} kind="notices" />;
}
