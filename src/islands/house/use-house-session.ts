import { useCallback, useEffect, useMemo, useState } from 'react';
import { houseApi } from '#lib/house-api.ts';
import type { FairState, HouseInputs, HouseSession, RoundResult, SoloEngine } from '#lib/types/house.ts';
import { type GameProblem, problemOf } from './problems.ts';

/**
 * A game page's session: the game, the balance and the seed pair, loaded from the server, and the
 * one way to play a round. The balance shown is always a number the server gave; the game decides
 * when during its animation to show the new one.
 */
export function useHouseSession(token: string) {
  const api = useMemo(() => houseApi(token), [token]);
  const [session, setSession] = useState<HouseSession | null>(null);
  const [balance, setBalance] = useState<number | null>(null);
  const [fair, setFair] = useState<FairState | null>(null);
  const [problem, setProblem] = useState<GameProblem | null>(null);
  const [failed, setFailed] = useState<GameProblem | null>(null);

  const load = useCallback(async () => {
    try {
      const s = await api.session();
      setSession(s);
      setBalance(s.balance);
      setFair(s.fair);
      setFailed(null);
      setProblem(null);
    } catch (err) {
      setFailed(problemOf(err));
    }
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  const report = useCallback((err: unknown) => {
    const p = problemOf(err);
    if (p.kind === 'funds' && p.balance !== null) setBalance(p.balance);
    setProblem(p);
  }, []);

  /** Plays one round; null (and the problem shown) when the server refused or could not be reached. */
  const play = useCallback(
    async <E extends SoloEngine>(input: HouseInputs[E]): Promise<RoundResult<E> | null> => {
      setProblem(null);
      try {
        const result = await api.play<E>(input);
        setFair({ serverSeedHash: result.serverSeedHash, clientSeed: result.clientSeed, nonce: result.nonce + 1 });
        return result;
      } catch (err) {
        report(err);
        return null;
      }
    },
    [api, report],
  );

  return { api, token, session, balance, setBalance, fair, setFair, problem, setProblem, report, failed, reload: load, play };
}

export type HouseSessionState = ReturnType<typeof useHouseSession>;
