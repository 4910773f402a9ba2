import type { PanelProps } from './panel-props.ts';
import { NoticesPanel } from './notices-panel.tsx';

/** The banners tab: announcements of type B, each with its picture (marketing writes them). */
export default function BannersTab(props: PanelProps) {
  return <NoticesPanel {...props} kind="banners" />;
}
