import { useStore } from '@nanostores/react';
import { openCustomerService } from '#lib/customer-service.ts';
import { $session } from '#lib/stores/session.ts';
import { $status } from '#lib/stores/site.ts';

/**
 * Spec §6: members whose rank has VIP customer service (the ladder's vipService; rank above 4 with
 * the default ladder) reach it (type 4), everyone else the live chat (type 3).
 */
export function useCustomerService(): () => void {
  const status = useStore($status);
  const session = useStore($session);
  return () => {
    const vip = session.state === 'member' && session.member.clubLabel?.vipService === true;
    const paths = status?.info.customerService.version.pathList ?? [];
    const entry = paths.find((p) => p.type === (vip ? 4 : 3)) ?? paths.find((p) => p.type === 3);
    openCustomerService(entry?.path).catch(() => undefined);
  };
}
