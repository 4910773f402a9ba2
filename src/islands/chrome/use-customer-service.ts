import { useStore } from '@nanostores/react';
import { openCustomerService } from '#lib/customer-service.ts';
import { $session } from '#lib/stores/session.ts';
import { $status } from '#lib/stores/site.ts';

/** Spec §6: members above rank 4 reach VIP customer service (type 4), everyone else the live chat (type 3). */
export function useCustomerService(): () => void {
  const status = useStore($status);
  const session = useStore($session);
  return () => {
    const rank = session.state === 'member' ? (session.member.clubLabel?.rankLevel ?? 0) : 0;
    const paths = status?.info.customerService.version.pathList ?? [];
    const entry = paths.find((p) => p.type === (rank > 4 ? 4 : 3)) ?? paths.find((p) => p.type === 3);
    openCustomerService(entry?.path).catch(() => undefined);
  };
}
