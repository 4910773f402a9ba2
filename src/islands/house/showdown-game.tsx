import { useCallback, useEffect, useRef, useState } from 'react';
import { THEORETICAL_RTP } from '#lib/fair/showdown.ts';
import { moneyDisplay, type SiteCurrency } from '#lib/house/money.ts';
import type { RoomCard, RoomState } from '#lib/types/house.ts';
import { GameLoading, GameShell } from './game-shell.tsx';
import { problemOf } from './problems.ts';
import { ShowdownLobby } from './showdown-lobby.tsx';
import { ShowdownRules } from './showdown-rules.tsx';
import { ShowdownTable } from './showdown-table.tsx';
import { useHouseSession, type HouseSessionState } from './use-house-session.ts';

/** How often a seated player's table is refreshed. */
const POLL_MS = 1500;

export function ShowdownGame({ token, currency, fairPath }: { token: string; currency: SiteCurrency; fairPath: string }) {
  const house = useHouseSession(token);
  if (!house.session) return <GameLoading house={house} />;
  return <ShowdownRoom house={house} currency={currency} fairPath={fairPath} />;
}

type Seated = Extract<RoomState, { seated: true }>;

function ShowdownRoom({ house, currency, fairPath }: { house: HouseSessionState; currency: SiteCurrency; fairPath: string }) {
  const session = house.session!;
  const display = moneyDisplay(session.currency, currency);
  const { api, setBalance, report } = house;
  const [rooms, setRooms] = useState<RoomCard[] | null>(null);
  const [state, setState] = useState<RoomState | null>(null);
  const [joining, setJoining] = useState<number | null>(null);
  /** While a new round is being revealed, the balance waits for the cards (latest server balance kept here). */
  const latestBalance = useRef<number | null>(null);
  const revealing = useRef(false);

  const refresh = useCallback(async () => {
    try {
      const s = await api.roomState();
      latestBalance.current = s.balance;
      if (!revealing.current) setBalance(s.balance);
      setState(s);
      return s;
    } catch (err) {
      const p = problemOf(err);
      if (p.kind === 'session') report(err);
      return null;
    }
  }, [api, setBalance, report]);

  const loadRooms = useCallback(async () => {
    try {
      setRooms(await api.rooms(session.mode));
    } catch (err) {
      report(err);
    }
  }, [api, session.mode, report]);

  useEffect(() => {
    void refresh();
    void loadRooms();
  }, [refresh, loadRooms]);

  const seated = state?.seated === true;
  useEffect(() => {
    if (!seated) return;
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [seated, refresh]);

  const join = async (roomId: number) => {
    setJoining(roomId);
    try {
      await api.join(roomId);
      await refresh();
    } catch (err) {
      report(err);
      void loadRooms();
    } finally {
      setJoining(null);
    }
  };

  const leave = async () => {
    try {
      await api.leave();
    } catch (err) {
      report(err);
    }
    await refresh();
    await loadRooms();
  };

  /** The new round's reveal holds the balance at "after the ante" until the cards are shown. */
  const onReveal = useCallback(
    (pay: number, ms: number) => {
      if (latestBalance.current === null) return;
      revealing.current = true;
      setBalance(latestBalance.current - pay);
      setTimeout(() => {
        revealing.current = false;
        if (latestBalance.current !== null) setBalance(latestBalance.current);
      }, ms);
    },
    [setBalance],
  );

  const table = seated ? (state as Seated) : null;
  return (
    <GameShell
      house={house}
      engine="showdown"
      display={display}
      fairPath={fairPath}
      rtp={THEORETICAL_RTP}
      rules={<ShowdownRules />}
      fair={table ? table.fair : null}
      canRotate={false}
    >
      {table ? (
        <ShowdownTable house={house} state={table} display={display} refresh={refresh} onLeave={() => void leave()} onReveal={onReveal} />
      ) : (
        <ShowdownLobby rooms={rooms} display={display} joining={joining} onJoin={(id) => void join(id)} onReload={() => void loadRooms()} />
      )}
    </GameShell>
  );
}
