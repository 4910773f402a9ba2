import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { AgentPageKey } from '#lib/types/agents.ts';
import type { AgentPageProps } from './page-props.ts';

export interface AgentPageEntry {
  key: AgentPageKey;
  /** An icon of public/images/categories; the label is agent.menu.<key>. */
  icon: string;
  /** The feature switch (spec §6) the page needs. */
  switch?: 'dividend' | 'dailyWages' | 'hourlySalary' | 'realTimeSalary';
  load: () => Promise<{ default: ComponentType<AgentPageProps> }>;
}

/** Spec §2 agent-centre pages in menu order; the wage pages only when their switch is on. */
export const AGENT_PAGES: readonly AgentPageEntry[] = [
  { key: 'agentAnnouncement', icon: 'notice', load: () => import('./announcement-page.tsx') },
  { key: 'agentTeamOverview', icon: 'chart', load: () => import('./overview-page.tsx') },
  { key: 'agentRegister', icon: 'user', load: () => import('./register-page.tsx') },
  { key: 'agentTeamManagement', icon: 'social', load: () => import('./team-management-page.tsx') },
  { key: 'agentTeamBetting', icon: 'record', load: () => import('./team-betting-page.tsx') },
  { key: 'agentUserProfitLoss', icon: 'chart', load: () => import('./profit-loss-page.tsx') },
  { key: 'agentMyIncome', icon: 'wallet', load: () => import('./income-page.tsx') },
  { key: 'agentTransactionDetails', icon: 'transfer', load: () => import('./transactions-page.tsx') },
  { key: 'agentContracts', icon: 'edit', load: () => import('./contracts-page.tsx') },
  { key: 'agentDividend', icon: 'gift', switch: 'dividend', load: () => import('./wage-pages.tsx').then((m) => ({ default: m.DividendPage })) },
  { key: 'agentDailyWages', icon: 'deposit', switch: 'dailyWages', load: () => import('./wage-pages.tsx').then((m) => ({ default: m.DailyWagesPage })) },
  { key: 'agentHourlySalary', icon: 'hot', switch: 'hourlySalary', load: () => import('./wage-pages.tsx').then((m) => ({ default: m.HourlySalaryPage })) },
  { key: 'agentRealTimeSalary', icon: 'star', switch: 'realTimeSalary', load: () => import('./wage-pages.tsx').then((m) => ({ default: m.RealTimeSalaryPage })) },
];

const components = new Map<AgentPageKey, LazyExoticComponent<ComponentType<AgentPageProps>>>();

export function agentPage(entry: AgentPageEntry): LazyExoticComponent<ComponentType<AgentPageProps>> {
  let component = components.get(entry.key);
  if (!component) {
    component = lazy(entry.load);
    components.set(entry.key, component);
  }
  return component;
}
