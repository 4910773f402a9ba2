import { vipBadgeSrc } from '#lib/vip-view.ts';

/** A rank's badge beside its label (decorative: the label says the rank). */
export function VipBadge({ rank, size = 24, className }: { rank: number; size?: number; className?: string | undefined }) {
  return <img src={vipBadgeSrc(rank)} alt="" width={size} height={size} className={className} decoding="async" />;
}
