import { atom, type ReadableAtom } from 'nanostores';
import { agentApi } from '../agent-api.ts';
import { ApiError } from '../api.ts';
import { SubmissionKey } from '../cashier-api.ts';
import { type AgentPageKey, type AnyTerms, type ContractView, type DownlineType, type Kind, type Preset } from '../types/agents.ts';
import { sessionExpired } from './session.ts';

export type { AgentPageKey };

export { AGENT_PAGE_PARAM, DEFAULT_AGENT_PAGE, rememberAgentPage, rememberTableState } from './agent-entry.ts';

// ------------------------------------------------------------------ loading state

export type Loadable<T> = { state: 'idle' } | { state: 'loading'; data?: T | undefined } | { state: 'error'; error: unknown } | { state: 'ready'; data: T };

/** The figures to show: the loaded ones, or the last ones while the next load runs. */
export function dataOf<T>(s: Loadable<T>): T | undefined {
  return s.state === 'ready' || s.state === 'loading' ? s.data : undefined;
}

function expired(err: unknown): void {
  // The UI answers a lost session with the login modal, in place of the centre.
  if (err instanceof ApiError && err.code === 'NOT_LOGGED_IN') sessionExpired();
}

/**
 * A report of the centre: its state, and a load that keeps the last figures on screen while the
 * next ones come, and ignores an answer that a newer request has overtaken.
 */
export interface Report<Q, T> {
  $state: ReadableAtom<Loadable<T>>;
  load: (query: Q) => Promise<void>;
}

export function report<Q, T>(fetch: (query: Q) => Promise<T>): Report<Q, T> {
  const $state = atom<Loadable<T>>({ state: 'idle' });
  let latest = 0;
  return {
    $state,
    load: async (query) => {
      const id = ++latest;
      const prev = $state.get();
      $state.set({ state: 'loading', data: prev.state === 'ready' ? prev.data : prev.state === 'loading' ? prev.data : undefined });
      try {
        const data = await fetch(query);
        if (id === latest) $state.set({ state: 'ready', data });
      } catch (error) {
        if (id !== latest) return;
        $state.set({ state: 'error', error });
        expired(error);
      }
    },
  };
}

// ------------------------------------------------------------------ the centre

export const agentInfo = report(() => agentApi.info());
export const loadAgentInfo = () => agentInfo.load(undefined);

export const overviewReport = report(agentApi.overview);
/** One downline's team overview (team management's drill-down), with the member it is about. */
export const downlineOverview = report(async (q: { memberId: number; preset: Preset }) => ({ memberId: q.memberId, overview: await agentApi.overview(q) }));
export const membersReport = report(agentApi.members);
export const memberPath = report(agentApi.member);
export const bettingReport = report(agentApi.betting);
export const betsReport = report(agentApi.bets);
export const pnlReport = report(agentApi.profitLoss);
export const transactionsReport = report(agentApi.transactions);
export const incomeReport = report(agentApi.income);
export const affiliateLink = report(() => agentApi.affiliateLink());
export const ownTermsReport = report(() => agentApi.ownTerms());
export const mineContracts = report(() => agentApi.contracts({ role: 'mine', pageSize: 100 }));
export const givenContracts = report(() => agentApi.contracts({ role: 'given', pageSize: 200 }));
export const directAgents = report(() => agentApi.members({ scope: 'direct', type: 'agent', sort: 'account', order: 'asc', pageSize: 500 }));

const wageReports = new Map<Kind, Report<{ pageNo: number }, Awaited<ReturnType<typeof agentApi.wages>>>>();
/** The Dividend, Daily Wages, Hourly Salary or Real-Time Salary page's data (spec §7 relay calls). */
export function wageReport(kind: Kind) {
  let r = wageReports.get(kind);
  if (!r) {
    r = report((q: { pageNo: number }) => agentApi.wages(kind, { preset: 'prev30', pageNo: q.pageNo, pageSize: 20 }));
    wageReports.set(kind, r);
  }
  return r;
}

/** Everything about contracts again (after an offer, an answer or a termination). */
function reloadContracts(): Promise<unknown> {
  return Promise.all([
    mineContracts.load(undefined),
    givenContracts.load(undefined),
    ownTermsReport.load(undefined),
    loadAgentInfo(),
    ...[...wageReports.values()].map((r) => r.load({ pageNo: 1 })),
  ]);
}

// ------------------------------------------------------------------ actions

export async function createDownline(body: { account: string; password?: string; nickname?: string; isAgent?: DownlineType }) {
  const created = await agentApi.createDownline(body);
  void loadAgentInfo();
  return created;
}

/** The transfer form's pending submission: a retry of it reuses its key (src/lib/cashier-api.ts). */
const transferSubmission = new SubmissionKey();

export async function transferToDownline(memberId: number, amount: number, paymentPassword: string): Promise<void> {
  await transferSubmission.send({ memberId, amount }, (requestId) => agentApi.transferDownline({ memberId, amount, paymentPassword, requestId }));
}

export async function offerContract(downlineId: number, kind: Kind, terms: AnyTerms): Promise<ContractView> {
  const offered = await agentApi.offer(downlineId, kind, terms);
  await reloadContracts();
  return offered;
}

/** The downline contracts that accepting an offer would end (DOWNLINE_CONTRACTS_AFFECTED), or none. */
export function affectedContracts(err: unknown): (ContractView & { cascade?: boolean })[] {
  if (!(err instanceof ApiError) || err.code !== 'DOWNLINE_CONTRACTS_AFFECTED') return [];
  const list = err.details['contracts'];
  return Array.isArray(list) ? (list as (ContractView & { cascade?: boolean })[]) : [];
}

export async function acceptOffer(id: number, confirm = false): Promise<void> {
  await agentApi.accept(id, confirm);
  await reloadContracts();
}

export type ContractAction = 'reject' | 'withdraw' | 'terminate' | 'terminationAccept' | 'terminationReject' | 'terminationCancel';

export async function contractAction(id: number, action: ContractAction): Promise<void> {
  if (action === 'reject') await agentApi.reject(id);
  else if (action === 'withdraw') await agentApi.withdraw(id);
  else if (action === 'terminate') await agentApi.terminate(id);
  else await agentApi.answerTermination(id, action === 'terminationAccept' ? 'accept' : action === 'terminationReject' ? 'reject' : 'cancel');
  await reloadContracts();
}
