import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $status } from '#lib/stores/site.ts';
import type { ShellData } from '#lib/types/shell.ts';
import { ChatUnreadBadge } from '../chat/chat-unread-badge.tsx';
import { Icon } from '../common/icon.tsx';
import { oneOf } from '../common/one-of.ts';
import { useCustomerService } from './use-customer-service.ts';
import styles from './right-bar.module.css';

/** The app resources with a QR code, each shown only when the operator configured it. */
const QR_TYPES = ['IOS', 'MOBILECONFIG', 'ANDROID'] as const;
const QR_ICON: Record<(typeof QR_TYPES)[number], string> = { IOS: 'ios', MOBILECONFIG: 'profile', ANDROID: 'android' };

/** Spec §2 right bar: customer service, social link, mail and app QR codes (QR size 200, margin 20). */
export function RightBar({ shell }: { shell: ShellData | null }) {
  const { t } = useTranslation();
  const status = useStore($status);
  const contactService = useCustomerService();
  const [qr, setQr] = useState<string | null>(null);
  const paths = status?.info.customerService.version.pathList ?? [];
  const social = paths.find((p) => p.type === 2)?.path;
  const email = paths.find((p) => p.type === 1)?.path ?? shell?.whitelabel.email;
  const resources = (shell?.resources ?? []).flatMap((r) => {
    const type = oneOf(QR_TYPES, r.resourceType);
    return type ? [{ ...r, type }] : [];
  });

  return (
    <aside className={styles.bar} aria-label={t('header.rightBar.label')}>
      <button type="button" className={styles.item} onClick={contactService}>
        <Icon name="service" />
        <span>{t('header.rightBar.service')}</span>
        <ChatUnreadBadge />
      </button>
      {social && (
        <a className={styles.item} href={social} target="_blank" rel="noopener noreferrer">
          <Icon name="social" />
          <span>{t('header.rightBar.social')}</span>
        </a>
      )}
      {email && (
        <a className={styles.item} href={`mailto:${email}`}>
          <Icon name="mail" />
          <span>{t('header.rightBar.mail')}</span>
        </a>
      )}
      {resources.map((r) => (
        <div
          key={r.resourceType}
          className={styles.qrHolder}
          onMouseEnter={() => setQr(r.resourceType)}
          onMouseLeave={() => setQr(null)}
        >
          <button
            type="button"
            className={styles.item}
            aria-expanded={qr === r.resourceType}
            onClick={() => setQr(qr === r.resourceType ? null : r.resourceType)}
            onBlur={() => setQr(null)}
          >
            <Icon name={QR_ICON[r.type]} />
            <span>{t(`header.rightBar.app.${r.resourceType}`)}</span>
          </button>
          {qr === r.resourceType && (
            <figure className={styles.qr}>
              <img src={r.qrCodeUrl} alt={t('header.rightBar.qrAlt', { app: t(`header.rightBar.app.${r.resourceType}`) })} width="200" height="200" />
              <figcaption>{t('header.rightBar.scan')}</figcaption>
            </figure>
          )}
        </div>
      ))}
    </aside>
  );
}
