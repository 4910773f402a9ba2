import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import MemberProfile from './member-profile.tsx';
import MemberSearch from './member-search.tsx';
import styles from './members.module.css';
import type { DeskProps as Props } from '../desk-props.ts';

const memberFromUrl = (): number | null => {
  const raw = new URLSearchParams(window.location.search).get('member');
  return raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
};

/** The members desk: search (state in the address), and a member's profile at ?member=<id>. */
export default function MembersDesk({ lang, staff }: Props) {
  const { t } = useTranslation();
  const [member, setMember] = useState<number | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setMember(memberFromUrl());
    setReady(true);
    const onPop = () => setMember(memberFromUrl());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const open = (id: number | null) => {
    const params = new URLSearchParams(window.location.search);
    if (id === null) params.delete('member');
    else params.set('member', String(id));
    params.delete('tab');
    for (const key of [...params.keys()]) if (/^r[A-Z]/.test(key)) params.delete(key);
    const qs = params.toString();
    window.history.pushState(null, '', `${window.location.pathname}${qs ? `?${qs}` : ''}`);
    setMember(id);
  };

  return (
    <div className={styles['desk']}>
      <h1>{t('bo.desk.members')}</h1>
      {!ready ? null : member === null ? <MemberSearch lang={lang} onOpen={open} /> : <MemberProfile key={member} id={member} lang={lang} staff={staff} onBack={() => open(null)} onOpen={open} />}
    </div>
  );
}
