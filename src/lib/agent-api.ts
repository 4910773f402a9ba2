import { api, apiLanguage } from './api.ts';
import type {
  AffiliateLink,
  AgentInfo,
  AnyTerms,
  BetRecord,
  BettingRow,
  BetTotals,
  ContractStatus,
  ContractView,
  Income,
  Kind,
  NewDownline,
  OwnTerms,
  Overview,
  Page,
  PnlFigures,
  PnlRow,
  RangeQuery,
  TeamMemberDetail,
  TeamMemberRow,
  TransactionRow,
  TransactionTotals,
  WagePage,
} from './types/agents.ts';

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

const WAGE_PATH: Record<Kind, { path: string; method: 'get' | 'post' }> = {
  dividend: { path: '/wps/relay/MCS2_processDividendReq', method: 'get' },
  daily_wage: { path: '/wps/relay/MCS2_processDailySalContract', method: 'get' },
  hourly_wage: { path: '/wps/relay/MCS2_processContractHourSalary', method: 'post' },
  realtime_salary: { path: '/wps/relay/MCSFE_processRealTimeSalaryContract', method: 'post' },
};

/** The agent centre's calls (spec §2 agent centre, §7 dividend and salary); errors are ApiError. */
export const agentApi = {
  info: () => api.get<AgentInfo>('/wps/agent/info'),
  affiliateLink: () => api.get<AffiliateLink>('/wps/agent/affiliate/link'),
  overview: (q: RangeQuery & { memberId?: number; granularity?: 'day' | 'hour' }) => api.get<Overview>('/wps/agent/team/overview', clean(q)),
  members: (q: Query) => api.get<Page<TeamMemberRow, { members: number }>>(AGENT_PATHS.members, clean(q)),
  member: (id: number) => api.get<TeamMemberDetail>(`/wps/agent/team/members/${id}`),
  createDownline: (body: { account: string; password?: string; nickname?: string; isAgent?: number }) => api.post<NewDownline>('/wps/agent/team/members', body),
  transferDownline: (body: { memberId: number; amount: number; paymentPassword: string; requestId: string }) => api.post<unknown>('/wps/agent/transferDownline', body),
  betting: (q: Query) => api.get<Page<BettingRow, BetTotals>>(AGENT_PATHS.betting, clean(q)),
  bets: (q: Query) => api.get<Page<BetRecord>>('/wps/agent/team/bets', clean(q)),
  profitLoss: (q: Query) => api.get<Page<PnlRow, PnlFigures>>(AGENT_PATHS.pnl, clean(q)),
  transactions: (q: Query) => api.get<Page<TransactionRow, TransactionTotals>>(AGENT_PATHS.transactions, clean(q)),
  income: (q: Query) => api.get<Income>(AGENT_PATHS.income, clean(q)),
  contracts: (q: { role: 'mine' | 'given' | 'team'; kind?: Kind; status?: ContractStatus; memberId?: number; pageNo?: number; pageSize?: number }) =>
    api.get<Page<ContractView, never>>('/wps/agent/contracts', clean(q)),
  ownTerms: () => api.get<Partial<Record<Kind, OwnTerms | null>>>('/wps/agent/contracts/own'),
  offer: (downlineId: number, kind: Kind, terms: AnyTerms) => api.post<ContractView>('/wps/agent/contracts', { downlineId, kind, terms }),
  accept: (id: number, confirm = false) => api.post<{ contract: ContractView; ended: ContractView[] }>(`/wps/agent/contracts/${id}/accept`, { confirm }),
  reject: (id: number) => api.post<ContractView>(`/wps/agent/contracts/${id}/reject`),
  withdraw: (id: number) => api.post<ContractView>(`/wps/agent/contracts/${id}/withdraw`),
  terminate: (id: number) => api.post<ContractView>(`/wps/agent/contracts/${id}/terminate`),
  answerTermination: (id: number, answer: 'accept' | 'reject' | 'cancel') => api.post<ContractView>(`/wps/agent/contracts/${id}/termination/${answer}`),
  wages: (kind: Kind, q: RangeQuery & { pageNo?: number; pageSize?: number }) => {
    const { path, method } = WAGE_PATH[kind];
    return method === 'get' ? api.get<WagePage>(path, clean(q)) : api.post<WagePage>(path, clean(q));
  },
};
