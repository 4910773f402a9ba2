import { type FormEvent, useId, useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ApiError } from '#lib/api.ts';
import { authApi, type RegisterPayload } from '#lib/auth-api.ts';
import { errorMessage, fieldErrors, type Message } from '#lib/error-message.ts';
import { registerFields, registerForm } from '#lib/forms/register-form.ts';
import { word } from '#lib/forms/wording.ts';
import { localizedPath } from '#lib/i18n/languages.ts';
import { registerMember } from '#lib/stores/session.ts';
import { referralCodeFromLink } from '#lib/referral-link.ts';
import { showDialog } from '#lib/stores/ui.ts';
import type { SliderAnswer } from '#lib/types/auth.ts';
import { checkField, type FieldRule, type RegisterKind, type RegisterOptions } from '#lib/validation/register-rules.ts';
import { showAfterLogin } from '../chrome/reactions.ts';
import { CountrySelect } from '../forms/country-select.tsx';
import { FormError } from '../forms/form-error.tsx';
import { SendCodeButton } from '../forms/send-code-button.tsx';
import { SliderCaptcha } from '../forms/slider-captcha.tsx';
import { TextField, type TextFieldProps } from '../forms/text-field.tsx';
import { focusSlider, useSchemaForm } from '../forms/use-schema-form.ts';
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
  /** What the feature switches change: a password on mobile registration, an invitation code required. */
  options?: RegisterOptions;
}

/**
 * Spec §3/§5 registration: every field the merchant enabled, each checked by its rule (the same
 * check the server runs), the confirmation, the SMS code for mobile registration, the terms
 * (checked by default) and the slider. On success the server logs the member in.
 */
export function RegisterForm({ lang, kind, rules, affiliate, smsVerification, options = {} }: RegisterFormProps) {
  const { t } = useTranslation();
  const agreeErrorId = useId();
  const withCode = kind === 'mobile' && smsVerification;
  const { mobilePassword, inviteOnly } = options;
  const fields = useMemo(() => registerFields(rules, kind, affiliate.state === 'valid', { mobilePassword, inviteOnly }), [rules, kind, affiliate.state, mobilePassword, inviteOnly]);
  const schema = useMemo(() => registerForm(fields, withCode), [fields, withCode]);
  const [defaults] = useState(() => ({
    ...Object.fromEntries(fields.map(({ rule }) => [rule.field, ''])),
    ...(affiliate.state === 'invalid' ? { affiliateCode: affiliate.prefill } : {}),
    confirmPassword: '',
    verificationCode: '',
  }));
  const { form, field, setServerErrors } = useSchemaForm(schema, defaults);
  const [country, setCountry] = useState('');
  const [agree, setAgree] = useState(true);
  const [agreeError, setAgreeError] = useState(false);
  const [slider, setSlider] = useState<SliderAnswer | null>(null);
  const [sliderRefresh, setSliderRefresh] = useState(0);
  const [sliderError, setSliderError] = useState(false);
  const [error, setError] = useState<Message | null>(null);

  const value = (name: string) => form.getValues(name) ?? '';
  const bind = (name: string) => field(name, DIGITS_ONLY.has(name) ? (v) => v.replace(/\D/g, '') : undefined);

  /** The code button needs a number: it is checked by its rule even where the field is optional. */
  const mobileReady = () => {
    const rule = rules.find((r) => r.field === 'mobileNum');
    const problem = rule ? checkField(rule, value('mobileNum'), true) : null;
    if (problem) form.setError('mobileNum', { type: 'server', message: word(problem.key, problem.values) }, { shouldFocus: true });
    else form.clearErrors('mobileNum');
    return problem === null && country !== '';
  };

  const invitationRefused = () => {
    form.setError('affiliateCode', { type: 'server', message: 'validation.invitationInvalid' });
    showDialog({ tone: 'warning', body: 'invitation_code_error', confirm: 'in_increase_submit' });
  };

  const payload = (data: Record<string, string>): RegisterPayload => {
    const out: RegisterPayload = fields.some(({ rule }) => rule.field === 'password') ? { password: data['password'] ?? '', confirmPassword: data['confirmPassword'] ?? '' } : {};
    for (const { rule } of fields) {
      const typed = data[rule.field] ?? '';
      const v = rule.field.toLowerCase().includes('password') ? typed : typed.trim();
      if (v) out[rule.field] = v;
    }
    if (out['mobileNum']) out['countryDialingCode'] = country;
    if (withCode) out['verificationCode'] = (data['verificationCode'] ?? '').trim();
    if (affiliate.state === 'valid') out['affiliateCode'] = affiliate.code;
    // A friend's invitation link (/register?ref=<code>) names who invited this member, unless the form asked for one.
    const ref = referralCodeFromLink();
    if (ref && !out['recommenderId'] && !out['referralCode']) out['referralCode'] = ref;
    return out;
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    const el = e.currentTarget;
    setSliderError(!slider);
    setAgreeError(!agree);
    void form.handleSubmit(async (data) => {
      if (!agree) return;
      if (!slider) return focusSlider(el);
      setError(null);
      try {
        const typed = affiliate.state !== 'valid' ? (data['affiliateCode'] ?? '').trim() : '';
        if (typed && !(await authApi.checkAffiliate(typed)).valid) return invitationRefused();
        showAfterLogin(await registerMember(kind, payload(data), slider));
      } catch (err) {
        setSliderRefresh((n) => n + 1);
        if (err instanceof ApiError && err.code === 'INVALID_AFFILIATE_CODE') return invitationRefused();
        setServerErrors(fieldErrors(err));
        setError(errorMessage(err));
      }
    })(e);
  };

  const label = (field: string) => t(`auth.register.field.${field}`);

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.formNote}>{t('validation.starRequired')}</p>
      {inviteOnly && affiliate.state !== 'valid' && <p className={styles.lead}>{t('auth.register.inviteOnly')}</p>}
      {kind === 'mobile' && mobilePassword === false && <p className={styles.formNote}>{t('auth.register.noPasswordMobile')}</p>}
      {fields.map(({ rule, required }) => {
        const f = rule.field;
        const hint = f === 'affiliateCode' && !required ? t('validation.invitationOptional') : undefined;
        return (
          <div key={f} className={styles.form}>
            <TextField
              {...INPUT[f]}
              label={label(f)}
              {...bind(f)}
              required={required}
              hint={hint}
              maxLength={rule.maxLength > 0 ? rule.maxLength : undefined}
              before={f === 'mobileNum' ? <CountrySelect lang={lang} value={country} onValue={setCountry} /> : undefined}
            />
            {f === 'mobileNum' && withCode && (
              <CodeField
                {...bind('verificationCode')}
                sendButton={<SendCodeButton ready={mobileReady} send={() => authApi.registerCode(value('mobileNum'), country)} onSent={() => form.setFocus('verificationCode')} />}
              />
            )}
            {f === 'password' && (
              <TextField
                {...INPUT['confirmPassword']}
                label={label('confirmPassword')}
                {...bind('confirmPassword')}
                required
              />
            )}
          </div>
        );
      })}
      <SliderCaptcha refresh={sliderRefresh} onAnswer={setSlider} error={sliderError && !slider ? t('auth.slider.required') : undefined} />
      <div>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={agree}
            onChange={(e) => {
              setAgree(e.target.checked);
              if (e.target.checked) setAgreeError(false);
            }}
            aria-invalid={agreeError ? true : undefined}
            aria-describedby={agreeError ? agreeErrorId : undefined}
          />
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
        {agreeError && (
          <p id={agreeErrorId} className="field-error">
            {t('auth.register.agreeRequired')}
          </p>
        )}
      </div>
      <FormError error={error} />
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('auth.register.busy') : t('auth.register.submit')}
      </button>
    </form>
  );
}
