import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#lib/format.ts';
import { type MoneyDisplay, money } from '#lib/house/money.ts';
import type { RoomCard } from '#lib/types/house.ts';
import styles from './showdown.module.css';

/** The card tables of this money mode: name, ante and seats taken, each with a Join button. */
export function ShowdownLobby({
  rooms,
  display,
  joining,
  onJoin,
  onReload,
}: {
  rooms: RoomCard[] | null;
  display: MoneyDisplay;
  joining: number | null;
  onJoin: (roomId: number) => void;
  onReload: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <div className={styles.lobby}>
      <div className={styles.lobbyHead}>
        <h2>{t('house.showdown.lobby.title')}</h2>
        <button type="button" className="btn" onClick={onReload}>
          {t('house.action.refresh')}
        </button>
      </div>
      <p className={styles.lobbyLead}>{t('house.showdown.lobby.lead')}</p>
      {rooms === null && <p className={styles.lobbyLead}>{t('house.loading')}</p>}
      {rooms?.length === 0 && <p className={styles.lobbyLead}>{t('house.showdown.lobby.empty')}</p>}
      <ul className={styles.rooms}>
        {rooms?.map((r) => {
          const full = r.players >= r.seats;
          return (
            <li key={r.roomId} className={styles.room}>
              <div className={styles.roomFelt} aria-hidden="true">
                {Array.from({ length: r.seats }, (_, i) => (
                  <span key={i} className={styles.roomSeat} data-taken={i < r.players || undefined} style={{ '--a': `${(i * 360) / r.seats}deg` } as CSSProperties} />
                ))}
              </div>
              <div className={styles.roomInfo}>
                <h3 className={styles.roomName}>{r.name}</h3>
                <p className={styles.roomAnte}>{t('house.showdown.ante', { ante: money(r.ante, lang, display) })}</p>
                <p className={styles.roomSeats}>{t('house.showdown.lobby.seats', { players: formatNumber(r.players, lang), seats: formatNumber(r.seats, lang) })}</p>
              </div>
              <button
                type="button"
                className="btn btn-primary"
                disabled={full || joining !== null}
                onClick={() => onJoin(r.roomId)}
                aria-label={t('house.showdown.lobby.joinRoom', { name: r.name })}
              >
                {full ? t('house.showdown.lobby.full') : t('house.showdown.lobby.join')}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
