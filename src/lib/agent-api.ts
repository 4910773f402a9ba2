import { api, apiLanguage, request } from './api.ts';
import type { AnyTerms, ContractStatus, DownlineType, Kind, RangeQuery, WagePage } from './types/agents.ts';

/** Query values the agent routes take; undefined ones are left out. */
export type Query = Record<string, string | number | boolean | undefined>;

function clean(q: Query): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}

/** The address of a report's CSV download (the same filters, format=csv, headers in the page's language). */
export function csvUrl(path: string, q: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(clean({ language: apiLanguage(), ...q, pageNo: undefined, pageSize: undefined, format: 'csv' }))) params.set(k, String(v));
  return `${path}?${params.toString()}`;
}

export const AGENT_PATHS = {
  betting: '/wps/agent/team/betting',
  members: '/wps/agent/team/members',
  pnl: '/wps/agent/team/profit-loss',
  transactions: '/wps/agent/team/transactions',
  income: '/wps/agent/income',
} as const;

/** The agent centre's calls (spec §2 agent centre, §7 dividend and salary); errors are ApiError. */
export const agentApi = {
  info: () => request('GET /wps/agent/info'),
  affiliateLink: () => request('GET /wps/agent/affiliate/link'),
  overview: (q: RangeQuery & { memberId?: number; granularity?: 'day' | 'hour' }) => request('GET /wps/agent/team/overview', { query: clean(q) }),
  members: (q: Query) => request('GET /wps/agent/team/members', { query: clean(q) }),
  member: (id: number) => request('GET /wps/agent/team/members/:id', { params: { id } }),
  createDownline: (body: { account: string; password?: string; nickname?: string; isAgent?: DownlineType }) => request('POST /wps/agent/team/members', { body }),
  transferDownline: (body: { memberId: number; amount: number; paymentPassword: string; requestId: string }) => api.post<unknown>('/wps/agent/transferDownline', body),
  betting: (q: Query) => request('GET /wps/agent/team/betting', { query: clean(q) }),
  bets: (q: Query & { memberId: number }) => request('GET /wps/agent/team/bets', { query: { ...clean(q), memberId: q.memberId } }),
  profitLoss: (q: Query) => request('GET /wps/agent/team/profit-loss', { query: clean(q) }),
  transactions: (q: Query) => request('GET /wps/agent/team/transactions', { query: clean(q) }),
  income: (q: Query) => request('GET /wps/agent/income', { query: clean(q) }),
  contracts: (q: { role: 'mine' | 'given' | 'team'; kind?: Kind; status?: ContractStatus; memberId?: number; pageNo?: number; pageSize?: number }) =>
    request('GET /wps/agent/contracts', { query: clean(q) }),
  ownTerms: () => request('GET /wps/agent/contracts/own'),
  offer: (downlineId: number, kind: Kind, terms: AnyTerms) => request('POST /wps/agent/contracts', { body: { downlineId, kind, terms } }),
  accept: (id: number, confirm = false) => request('POST /wps/agent/contracts/:id/accept', { params: { id }, body: { confirm } }),
  reject: (id: number) => request('POST /wps/agent/contracts/:id/reject', { params: { id } }),
  withdraw: (id: number) => request('POST /wps/agent/contracts/:id/withdraw', { params: { id } }),
  terminate: (id: number) => request('POST /wps/agent/contracts/:id/terminate', { params: { id } }),
  answerTermination: (id: number, answer: 'accept' | 'reject' | 'cancel') => request(`POST /wps/agent/contracts/:id/termination/${answer}`, { params: { id } }),
  wages: (kind: Kind, q: RangeQuery & { pageNo?: number; pageSize?: number }): Promise<WagePage> => {
    if (kind === 'dividend') return request('GET /wps/relay/MCS2_processDividendReq', { query: clean(q) });
    if (kind === 'daily_wage') return request('GET /wps/relay/MCS2_processDailySalContract', { query: clean(q) });
    if (kind === 'hourly_wage') return request('POST /wps/relay/MCS2_processContractHourSalary', { body: clean(q) });
    return request('POST /wps/relay/MCSFE_processRealTimeSalaryContract', { body: clean(q) });
  },
};
