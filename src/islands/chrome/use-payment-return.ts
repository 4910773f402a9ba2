import { useEffect } from 'react';
import { apiLanguage } from '#lib/api.ts';
import { localizedPath } from '#lib/i18n/languages.ts';
import { notePaymentReturn, takePaymentLanguage } from '#lib/stores/payment-return.ts';
import { $session } from '#lib/stores/session.ts';
import { openMemberCentre } from './reactions.ts';

/**
 * Back from a payment gateway's hosted page (/index?deposit=ID&status=…): the deposit page opens
 * and says how the payment went, in the language the payment started in; the address bar loses
 * the parameters.
 */
export function usePaymentReturn(): void {
  useEffect(() => {
    const url = new URL(location.href);
    const id = Number(url.searchParams.get('deposit'));
    const status = url.searchParams.get('status');
    if (!Number.isSafeInteger(id) || id <= 0 || !status) return undefined;
    const started = takePaymentLanguage();
    if (started && started !== apiLanguage()) {
      location.replace(localizedPath(started, url.pathname.replace(/^\/[a-z]{2}(?=\/)/, '')) + url.search);
      return undefined;
    }
    url.searchParams.delete('deposit');
    url.searchParams.delete('status');
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    notePaymentReturn(id, status);
    // A page rendered with the session mounts this before the session store is filled.
    if ($session.get().state === 'member') {
      openMemberCentre('depositv2');
      return undefined;
    }
    const stop = $session.listen((s) => {
      if (s.state === 'unknown') return;
      stop();
      if (s.state === 'member') openMemberCentre('depositv2');
    });
    return stop;
  }, []);
}
