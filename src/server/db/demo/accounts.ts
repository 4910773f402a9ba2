/**
 * The demo accounts, printed when the server starts. The agent tree runs agentone (isAgent 1) →
 * agenttwo (2) → agent41 (41) → agent42 (42) → player01; newbie01 still has the merchant's
 * default initial password and is made to change it; free play makes trial accounts on demand.
 */
export interface DemoAccount {
  account: string;
  password: string;
  role: string;
  isAgent: number;
  upline: string | null;
  mobile?: [string, string];
  email?: string;
  nickname?: string;
  realName?: string;
  vipRank?: number;
  passwordIsDefault?: boolean;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { account: 'agentone', password: 'Agent#2025', role: 'top agent (isAgent 1)', isAgent: 1, upline: null, mobile: ['880', '1711000001'], email: 'agentone@meridian.example', realName: 'Rahim Uddin', vipRank: 6 },
  { account: 'agenttwo', password: 'Agent#2025', role: 'agent (isAgent 2) under agentone', isAgent: 2, upline: 'agentone', mobile: ['880', '1711000002'], realName: 'Karim Hasan', vipRank: 4 },
  { account: 'agent41', password: 'Agent#2025', role: 'agent (isAgent 41) under agenttwo', isAgent: 41, upline: 'agenttwo', mobile: ['880', '1711000041'], realName: 'Nusrat Jahan', vipRank: 3 },
  { account: 'agent42', password: 'Agent#2025', role: 'agent (isAgent 42) under agent41', isAgent: 42, upline: 'agent41', mobile: ['880', '1711000042'], realName: 'Tanvir Ahmed', vipRank: 2 },
  { account: 'player01', password: 'Player#2025', role: 'player with a balance, under agent42', isAgent: 0, upline: 'agent42', mobile: ['880', '1712000001'], email: 'player01@meridian.example', nickname: 'Lucky Star', realName: 'Sadia Islam', vipRank: 5 },
  { account: 'player02', password: 'Player#2025', role: 'player under agenttwo', isAgent: 0, upline: 'agenttwo', mobile: ['880', '1712000002'], nickname: 'Tiger', realName: 'Imran Khan', vipRank: 1 },
  { account: 'newbie01', password: 'Meridian2025', role: 'player who must change the default password', isAgent: 0, upline: 'agentone', passwordIsDefault: true },
];
