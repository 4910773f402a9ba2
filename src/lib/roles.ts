/** Spec §5/§6 account kinds, by the isAgent value. */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;
export const MEMBER_TYPE = 0;

export function isAgentType(isAgent: number): boolean {
  return (AGENT_TYPES as readonly number[]).includes(isAgent);
}

export function isTrialType(isAgent: number): boolean {
  return isAgent === TRIAL_TYPE;
}
