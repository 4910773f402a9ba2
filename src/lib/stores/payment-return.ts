import { atom } from 'nanostores';

/** The outcome of a demo-gateway payment the member came back from (/index?deposit=ID&status=…). */
export const $paymentReturn = atom<{ depositId: number; status: string } | null>(null);

const PAYMENT_LANGUAGE_KEY = 'paymentLanguage';

/** The language a gateway payment started in: the gateway sends the member back to the default-language home page. */
export function rememberPaymentLanguage(lang: string): void {
  try {
    sessionStorage.setItem(PAYMENT_LANGUAGE_KEY, lang);
  } catch {
    // Without storage the member comes back in the default language.
  }
}

/** The language remembered for the payment that just returned (read once). */
export function takePaymentLanguage(): string | null {
  try {
    const lang = sessionStorage.getItem(PAYMENT_LANGUAGE_KEY);
    sessionStorage.removeItem(PAYMENT_LANGUAGE_KEY);
    return lang;
  } catch {
    return null;
  }
}

export function notePaymentReturn(depositId: number, status: string): void {
  $paymentReturn.set({ depositId, status });
}

export function dismissPaymentReturn(): void {
  $paymentReturn.set(null);
}
