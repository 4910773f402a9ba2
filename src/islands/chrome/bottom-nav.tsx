import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_PATH } from '#lib/categories.ts';
import { localizedPath } from '#lib/i18n/languages.ts';
import type { CategoryEntry, ShellData } from '#lib/types/shell.ts';
import { Icon } from '../common/icon.tsx';
import { VipBadge } from '../vip/vip-badge.tsx';
import { openMemberCentre } from './reactions.ts';
import { RewardsBadge } from './rewards-badge.tsx';
import { useSessionView } from './use-session-view.ts';
import { VendorDropdown } from './vendor-dropdown.tsx';
import styles from './bottom-nav.module.css';

const CATEGORY_ICON: Record<string, string> = {
  LIVE: 'live', SPORTS: 'sports', RNG: 'rng', FISH: 'fish', PVP: 'pvp', ESPORTS: 'esports', LOTT: 'lott', ELOTT: 'elott',
};

/**
 * The header's bottom navigation: home, one entry per category that has vendors, promotions,
 * rewards (members only) and the VIP rank label with its badge (dashes when logged out). Hovering or focusing a
 * category opens its vendor dropdown.
 */
export function BottomNav({ lang, path, shell }: { lang: string; path: string; shell: ShellData | null }) {
  const { t } = useTranslation();
  const session = useSessionView();
  const [open, setOpen] = useState<string | null>(null);
  const member = session.state === 'member' ? session.member : null;
  const categories: CategoryEntry[] = shell?.categories ?? [];
  const link = (to: string) => localizedPath(lang, to);
  const current = (to: string) => (path === to ? 'page' : undefined);

  return (
    <nav className={styles.nav} aria-label={t('header.nav.label')} onMouseLeave={() => setOpen(null)}>
      <ul className={`container ${styles.list}`}>
        <li>
          <a className={styles.item} href={link('/index')} aria-current={current('/index')}>
            <Icon name="home" />
            <span>{t('header.nav.home')}</span>
          </a>
        </li>
        {categories.map((c) => (
          // Focus and Escape reach the item from the links inside it (event delegation); the item itself never takes focus.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
          <li
            key={c.gameCategory}
            className={styles.category}
            onMouseEnter={() => setOpen(c.gameCategory)}
            onFocus={() => setOpen(c.gameCategory)}
            onKeyDown={(e) => e.key === 'Escape' && setOpen(null)}
          >
            <a className={styles.item} href={link(CATEGORY_PATH[c.gameCategory])} aria-current={current(CATEGORY_PATH[c.gameCategory])}>
              <Icon name={CATEGORY_ICON[c.gameCategory] ?? 'rng'} />
              <span>{t(`games.category.${c.gameCategory}`)}</span>
            </a>
            {open === c.gameCategory && <VendorDropdown lang={lang} entry={c} />}
          </li>
        ))}
        <li>
          <a className={styles.item} href={link('/promotions')} aria-current={current('/promotions')}>
            <Icon name="promotions" />
            <span>{t('header.nav.promotions')}</span>
          </a>
        </li>
        {member && (
          <li>
            <a
              className={styles.item}
              href={`${link('/index')}?member=rewardCenter`}
              onClick={(e) => {
                e.preventDefault();
                openMemberCentre('rewardCenter');
              }}
            >
              <span className={styles.icon}>
                <Icon name="rewards" />
                <RewardsBadge className={styles.badge} />
              </span>
              <span>{t('header.nav.rewards')}</span>
            </a>
          </li>
        )}
        <li>
          <a className={styles.item} href={link('/vip')} aria-current={current('/vip')}>
            {member ? <VipBadge rank={member.clubLabel.rankLevel} size={22} className={styles.rankBadge} /> : <Icon name="vip" />}
            <span>{member?.clubLabel?.labelName ?? '— —'}</span>
            <span className="visually-hidden">{t('header.nav.vip')}</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}
