import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMessagePage, readMessage } from '#lib/stores/records.ts';
import { KEYS } from '#lib/stores/query.ts';
import type { MemberMessage } from '#lib/types/cashier.ts';
import { Pagination } from '../../common/pagination.tsx';
import styles from '../cashier/cashier.module.css';
import { RemoteView } from '../cashier/remote-view.tsx';
import { useCashierMessages } from '../cashier/use-cashier-messages.ts';
import { useMoney } from '../cashier/use-money.ts';
import { useQuery } from '../cashier/use-query.ts';
import type { MemberPageProps } from '../page-props.ts';
import list from './messages.module.css';

const PAGE_SIZE = 10;

/** Spec §2 platform information (messageV2): internal messages, newest first; opening one marks it read. */
export default function MessagesPage(_: MemberPageProps) {
  useCashierMessages();
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const { value, reload } = useQuery(KEYS.messages, { page, pageSize: PAGE_SIZE }, fetchMessagePage);

  const markAll = async () => {
    await readMessage('all').catch(() => undefined);
    reload();
  };

  return (
    <div className={styles.page}>
      <RemoteView value={value} retry={reload}>
        {(data) => (
          <>
            <div className={styles.sectionHead}>
              <p className={styles.muted}>{t('cashier.messages.unread', { count: data.unread })}</p>
              {data.unread > 0 && (
                <button type="button" className="btn" onClick={() => void markAll()}>
                  {t('cashier.messages.readAll')}
                </button>
              )}
            </div>
            {data.list.length === 0 ? (
              <p className={styles.section}>{t('cashier.messages.none')}</p>
            ) : (
              <ul className={styles.list}>
                {data.list.map((m) => (
                  <MessageItem
                    key={m.id}
                    message={m}
                    open={open === m.id}
                    onToggle={() => {
                      setOpen(open === m.id ? null : m.id);
                      if (!m.read) void readMessage(m.id).then(reload, () => undefined);
                    }}
                  />
                ))}
              </ul>
            )}
            <Pagination page={data.pageNum} totalPages={data.totalPages} onChange={(p) => (setPage(p), setOpen(null))} />
          </>
        )}
      </RemoteView>
    </div>
  );
}

function MessageItem({ message: m, open, onToggle }: { message: MemberMessage; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const { money, time } = useMoney();
  const values: Record<string, string | number> = { ...m.params };
  if (typeof m.params['amount'] === 'number') values['amount'] = money(m.params['amount']);
  if (typeof m.params['kind'] === 'string') values['from'] = t(`cashier.messages.from.${m.params['kind']}`);
  const bodyId = `message-${m.id}`;
  return (
    <li className={list.item} data-unread={!m.read || undefined}>
      <button type="button" className={list.head} aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
        {!m.read && <span className={list.dot} aria-label={t('cashier.messages.new')} />}
        <span className={list.title}>{t(`cashier.messages.title.${m.kind}`, values)}</span>
        <span className={list.time}>{time(m.time)}</span>
      </button>
      {open && (
        <p id={bodyId} className={list.body}>
          {t(`cashier.messages.body.${m.kind}`, values)}
        </p>
      )}
    </li>
  );
}
