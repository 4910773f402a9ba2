import { useTranslation } from 'react-i18next';
import { openCustomerService } from '#lib/customer-service.ts';
import { $session } from '#lib/stores/session.ts';
import { $status, startup } from '#lib/stores/site.ts';
import { openModal } from '#lib/stores/ui.ts';

/** Phones and narrow windows: a 440×500 popup is a poor fit there, so the chat room modal opens instead. */
const NARROW = '(max-width: 767px)';

/** The sealed link for this visitor, once the site's status has arrived (a click can come first). */
async function serviceLink(): Promise<string | undefined> {
  await startup();
  const session = $session.get();
  const vip = session.state === 'member' && session.member.clubLabel?.vipService === true;
  const paths = $status.get()?.info.customerService.version.pathList ?? [];
  return (paths.find((p) => p.type === (vip ? 4 : 3)) ?? paths.find((p) => p.type === 3))?.path;
}

/**
 * Spec §6: members whose rank has VIP customer service (the ladder's vipService; rank above 4 with
 * the default ladder) reach it (type 4), everyone else the live chat (type 3). Spec §7/§9: the
 * link opens in a 440×500 window; on a phone, or when the popup is blocked, the site's own chat
 * opens in the chat room modal (spec §2).
 */
export function useCustomerService(): () => void {
  const { i18n } = useTranslation();
  return () => {
    openCustomerService(serviceLink, i18n.language, matchMedia(NARROW).matches)
      .then((where) => {
        if (where === 'modal') openModal('chat');
      })
      .catch(() => undefined);
  };
}
