import { useState } from 'react';
import type { PasswordLoginInput } from '#lib/auth-api.ts';
import type { Message } from '#lib/error-message.ts';
import { needsCaptcha, secondFactorChallenge } from '#lib/login-errors.ts';
import { login } from '#lib/stores/session.ts';
import type { SecondFactorChallenge } from '#lib/types/auth.ts';
import { showAfterLogin } from '../chrome/reactions.ts';

/**
 * Spec §4 login by password, shared by the header form and the login modal: every attempt uses
 * up the slider (a fresh puzzle follows); the image captcha appears when the server asks for it
 * and is renewed after each attempt; a login from a new address continues with a second factor.
 */
export function usePasswordLogin(onSecondFactor: (challenge: SecondFactorChallenge, remember: boolean) => void) {
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captchaRefresh, setCaptchaRefresh] = useState(0);
  const [sliderRefresh, setSliderRefresh] = useState(0);
  const [error, setError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (input: PasswordLoginInput): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      showAfterLogin(await login(input));
      return true;
    } catch (err) {
      setSliderRefresh((n) => n + 1);
      const challenge = secondFactorChallenge(err);
      if (challenge) {
        onSecondFactor(challenge, input.remember);
        return false;
      }
      if (needsCaptcha(err) || captchaNeeded) {
        setCaptchaNeeded(true);
        setCaptchaRefresh((n) => n + 1);
      }
      // The wording of errors loads only when one happens.
      const { errorMessage } = await import('#lib/error-message.ts');
      setError(errorMessage(err));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { captchaNeeded, captchaRefresh, sliderRefresh, error, setError, busy, submit };
}
