import { useEffect } from 'react';
import { notePaymentReturn } from '#lib/stores/cashier.ts';
import { openMemberCentre } from '#lib/stores/member-centre.ts';

/**
 * Back from a payment gateway's hosted page (/index?deposit=ID&status=…): the deposit page opens
 * and says how the payment went; the address bar loses the parameters.
 */
export function usePaymentReturn(): void {
  useEffect(() => {
    const url = new URL(location.href);
    const id = Number(url.searchParams.get('deposit'));
    const status = url.searchParams.get('status');
    if (!Number.isSafeInteger(id) || id <= 0 || !status) return;
    url.searchParams.delete('deposit');
    url.searchParams.delete('status');
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    notePaymentReturn(id, status);
    openMemberCentre('depositv2');
  }, []);
}
