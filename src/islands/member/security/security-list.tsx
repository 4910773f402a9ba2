import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '#lib/types/member.ts';
import { ChangePasswordForm } from '../../auth/change-password-form.tsx';
import { BindEmailForm } from './bind-email-form.tsx';
import { BindMobileForm } from './bind-mobile-form.tsx';
import { PaymentPasswordForm } from './payment-password-form.tsx';
import { SecurityItem } from './security-item.tsx';
import { TotpSetup } from './totp-setup.tsx';
import styles from './security.module.css';

type Item = 'password' | 'mobile' | 'email' | 'payment' | 'totp';

/** The security settings: login password, mobile, email, payment password and Google verification. */
export function SecurityList({ lang, profile }: { lang: string; profile: Profile }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Item | null>(null);
  const toggle = (item: Item) => () => setOpen(open === item ? null : item);
  const close = () => setOpen(null);
  const locked = t('member.security.locked');

  return (
    <section className={styles.panel} aria-labelledby="member-security-title">
      <h4 id="member-security-title" className={styles.panelTitle}>
        {t('member.security.title')}
      </h4>
      <ul className={styles.items}>
        <SecurityItem
          icon="lock"
          title={t('member.security.password')}
          status={t('member.security.passwordStatus')}
          tone="ok"
          action={open === 'password' ? t('in_more_cancel') : t('member.security.change')}
          open={open === 'password'}
          onToggle={toggle('password')}
        >
          <ChangePasswordForm />
        </SecurityItem>
        <SecurityItem
          icon="phone"
          title={t('member.security.mobile')}
          status={profile.mobileVerified ? `${profile.mobile ?? ''} · ${locked}` : profile.mobile ? t('member.security.unconfirmed', { value: profile.mobile }) : t('member.security.notBound')}
          tone={profile.mobileVerified ? 'done' : 'todo'}
          action={profile.mobileVerified ? undefined : open === 'mobile' ? t('in_more_cancel') : t('member.security.bind')}
          open={open === 'mobile'}
          onToggle={toggle('mobile')}
        >
          <BindMobileForm lang={lang} onDone={close} />
        </SecurityItem>
        <SecurityItem
          icon="mail"
          title={t('member.security.email')}
          status={profile.emailVerified ? `${profile.email ?? ''} · ${locked}` : profile.email ? t('member.security.unconfirmed', { value: profile.email }) : t('member.security.notBound')}
          tone={profile.emailVerified ? 'done' : 'todo'}
          action={profile.emailVerified ? undefined : open === 'email' ? t('in_more_cancel') : t('member.security.bind')}
          open={open === 'email'}
          onToggle={toggle('email')}
        >
          <BindEmailForm onDone={close} />
        </SecurityItem>
        <SecurityItem
          icon="key"
          title={t('member.security.payment')}
          status={profile.hasPaymentPassword ? t('member.security.paymentSet') : t('member.security.paymentNotSet')}
          tone={profile.hasPaymentPassword ? 'ok' : 'todo'}
          action={open === 'payment' ? t('in_more_cancel') : profile.hasPaymentPassword ? t('member.security.change') : t('member.security.set')}
          open={open === 'payment'}
          onToggle={toggle('payment')}
        >
          <PaymentPasswordForm hasPaymentPassword={profile.hasPaymentPassword} onDone={close} />
        </SecurityItem>
        <SecurityItem
          icon="authenticator"
          title={t('member.security.totp')}
          status={profile.hasTotp ? `${t('member.security.totpOn')} · ${locked}` : t('member.security.totpOff')}
          tone={profile.hasTotp ? 'done' : 'todo'}
          action={profile.hasTotp ? undefined : open === 'totp' ? t('in_more_cancel') : t('member.security.set')}
          open={open === 'totp'}
          onToggle={toggle('totp')}
        >
          <TotpSetup onDone={close} />
        </SecurityItem>
      </ul>
    </section>
  );
}
