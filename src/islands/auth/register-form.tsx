import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ApiError } from '#lib/api.ts';
import { authApi, type RegisterPayload } from '#lib/auth-api.ts';
import { errorMessage, fieldErrors, type Message } from '#lib/error-message.ts';
import { localizedPath } from '#lib/i18n/languages.ts';
import { registerMember } from '#lib/stores/session.ts';
import { showDialog } from '#lib/stores/ui.ts';
import type { SliderAnswer } from '#lib/types/auth.ts';
import { firstErrors, sameAs, verificationCode } from '#lib/validation/account-checks.ts';
import { checkField, type FieldRule, formFields, type RegisterKind } from '#lib/validation/register-rules.ts';
import { showAfterLogin } from '../chrome/reactions.ts';
import { CountrySelect } from '../forms/country-select.tsx';
import { FormError } from '../forms/form-error.tsx';
import { SendCodeButton } from '../forms/send-code-button.tsx';
import { SliderCaptcha } from '../forms/slider-captcha.tsx';
import { TextField, type TextFieldProps } from '../forms/text-field.tsx';
import { useFieldErrors } from '../forms/use-field-errors.ts';
import styles from '../forms/forms.module.css';
import { CodeField } from '../forms/phone-code-fields.tsx';

/** The invitation code from the link the visitor came by (spec §5), once checked. */
export type Affiliate = { state: 'checking' } | { state: 'none' } | { state: 'valid'; code: string } | { state: 'invalid'; prefill: string };

/** How each field is typed in (the words come from auth.register.field.<name>). */
const INPUT: Record<string, Partial<TextFieldProps>> = {
  username: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  paymentPassword: { type: 'password', autoComplete: 'off', inputMode: 'numeric' },
  payeeName: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false },
  mobileNum: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { type: 'tel', inputMode: 'numeric' },
  affiliateCode: { autoCapitalize: 'characters', spellCheck: false },
};

const DIGITS_ONLY = new Set(['mobileNum', 'qqNum', 'whatsapp', 'paymentPassword']);

export interface RegisterFormProps {
  lang: string;
  kind: RegisterKind;
  rules: FieldRule[];
  affiliate: Affiliate;
  /** SMS verification of the number (mobile registration). */
  smsVerification: boolean;
}

/**
 * Spec §3/§5 registration: every field the merchant enabled, each checked by its rule (the same
 * check the server runs), the confirmation, the SMS code for mobile registration, the terms
 * (checked by default) and the slider. On success the server logs the member in.
 */
export function RegisterForm({ lang, kind, rules, affiliate, smsVerification }: RegisterFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>(() => (affiliate.state === 'invalid' ? { affiliateCode: affiliate.prefill } : {}));
  const [country, setCountry] = useState('');
  const [code, setCode] = useState('');
  const [agree, setAgree] = useState(true);
  const [slider, setSlider] = useState<SliderAnswer | null>(null);
  const [sliderRefresh, setSliderRefresh] = useState(0);
  const [sliderError, setSliderError] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const [codeInput, setCodeInput] = useState<HTMLInputElement | null>(null);

  const withCode = kind === 'mobile' && smsVerification;
  const fields = formFields(rules, kind)
    .filter(({ rule }) => !(rule.field === 'affiliateCode' && affiliate.state === 'valid'))
    .map((f) => ({ ...f, required: f.required || f.rule.field === 'paymentPassword' }))
    .sort((a, b) => (kind === 'mobile' ? Number(b.rule.field === 'mobileNum') - Number(a.rule.field === 'mobileNum') : 0));
  const value = (field: string) => values[field] ?? '';
  const set = (field: string) => (v: string) => setValues((prev) => ({ ...prev, [field]: DIGITS_ONLY.has(field) ? v.replace(/\D/g, '') : v }));

  const { errors, blur, validate, touch, setExternal } = useFieldErrors(() =>
    firstErrors([
      ...fields.map(({ rule, required }) => checkField(rule, value(rule.field), required)),
      sameAs('confirmPassword', value('confirmPassword'), value('password')),
      withCode ? verificationCode('verificationCode', code) : null,
      agree ? null : { field: 'agree', key: 'auth.register.agreeRequired', values: {} },
    ]),
  );

  /** The code button needs a number: it is checked by its rule even where the field is optional. */
  const mobileReady = () => {
    const rule = rules.find((r) => r.field === 'mobileNum');
    const problem = rule ? checkField(rule, value('mobileNum'), true) : null;
    if (problem) setExternal((prev) => ({ ...prev, mobileNum: problem }));
    else touch('mobileNum');
    return problem === null && country !== '';
  };

  const invitationRefused = () => {
    setExternal((prev) => ({ ...prev, affiliateCode: { field: 'affiliateCode', key: 'validation.invitationInvalid', values: {} } }));
    showDialog({ tone: 'warning', body: 'invitation_code_error', confirm: 'in_increase_submit' });
  };

  const payload = (): RegisterPayload => {
    const out: RegisterPayload = { password: value('password'), confirmPassword: value('confirmPassword') };
    for (const { rule } of fields) {
      const v = rule.field.toLowerCase().includes('password') ? value(rule.field) : value(rule.field).trim();
      if (v) out[rule.field] = v;
    }
    if (out['mobileNum']) out['countryDialingCode'] = country;
    if (withCode) out['verificationCode'] = code.trim();
    if (affiliate.state === 'valid') out['affiliateCode'] = affiliate.code;
    return out;
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const valid = validate(form);
    setSliderError(!slider);
    if (valid && !slider) requestAnimationFrame(() => form.querySelector<HTMLElement>('input[type="range"]')?.focus());
    if (!valid || !slider || busy) return;
    setBusy(true);
    setError(null);
    try {
      const typed = affiliate.state !== 'valid' ? value('affiliateCode').trim() : '';
      if (typed && !(await authApi.checkAffiliate(typed)).valid) {
        invitationRefused();
        return;
      }
      showAfterLogin(await registerMember(kind, payload(), slider));
    } catch (err) {
      setSliderRefresh((n) => n + 1);
      if (err instanceof ApiError && err.code === 'INVALID_AFFILIATE_CODE') return invitationRefused();
      const byField = fieldErrors(err);
      if (byField.length) setExternal(firstErrors(byField.map((f) => ({ field: f.field, key: f.key, values: f.values ?? {} }))));
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const label = (field: string) => t(`auth.register.field.${field}`);

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
      <p className={styles.formNote}>{t('validation.starRequired')}</p>
      {fields.map(({ rule, required }) => {
        const f = rule.field;
        const hint = f === 'affiliateCode' ? t('validation.invitationOptional') : undefined;
        return (
          <div key={f} className={styles.form}>
            <TextField
              {...INPUT[f]}
              label={label(f)}
              value={value(f)}
              onValue={set(f)}
              onBlur={blur(f)}
              error={errors[f]}
              required={required}
              hint={hint}
              maxLength={rule.maxLength > 0 ? rule.maxLength : undefined}
              before={f === 'mobileNum' ? <CountrySelect lang={lang} value={country} onValue={setCountry} /> : undefined}
            />
            {f === 'mobileNum' && withCode && (
              <CodeField value={code} onValue={setCode} onBlur={blur('verificationCode')} error={errors['verificationCode']} inputRef={setCodeInput} sendButton={<SendCodeButton ready={mobileReady} send={() => authApi.registerCode(value('mobileNum'), country)} onSent={() => codeInput?.focus()} />} />
            )}
            {f === 'password' && (
              <TextField
                {...INPUT['confirmPassword']}
                label={label('confirmPassword')}
                value={value('confirmPassword')}
                onValue={set('confirmPassword')}
                onBlur={blur('confirmPassword')}
                error={errors['confirmPassword']}
                required
              />
            )}
          </div>
        );
      })}
      <SliderCaptcha refresh={sliderRefresh} onAnswer={setSlider} error={sliderError && !slider ? t('auth.slider.required') : undefined} />
      <div>
        <label className={styles.check}>
          <input type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} aria-invalid={errors['agree'] ? true : undefined} />
          <span>
            {/* eslint-disable jsx-a11y/anchor-has-content -- Trans fills each link with its words from the translation */}
            <Trans
              i18nKey="auth.register.agree"
              components={{
                terms: <a href={localizedPath(lang, '/policy/terms')} target="_blank" rel="noopener" />,
                privacy: <a href={localizedPath(lang, '/policy/privacy')} target="_blank" rel="noopener" />,
              }}
            />
            {/* eslint-enable jsx-a11y/anchor-has-content */}
          </span>
        </label>
        {errors['agree'] && <p className="field-error">{t('auth.register.agreeRequired')}</p>}
      </div>
      <FormError error={error} />
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy}>
        {busy ? t('auth.register.busy') : t('auth.register.submit')}
      </button>
    </form>
  );
}
