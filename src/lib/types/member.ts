/** Spec §3 member info, as GET /wps/member/info returns it. */
export interface MemberInfo {
  id: number;
  account: string;
  nickname: string | null;
  /** isAgent: 0 member, 1 / 2 / 41 / 42 agents, 4 trial. */
  type: number;
  toUpline: boolean;
  clubLabel: { labelName: string; rankLevel: number };
  memberLabel: string[];
  avatar: string | null;
}
