/** Responsible-gambling shapes of /wps/rg/* (the server's answers, as the browser sees them). */

export type { DepositLimit, Exclusion, ExclusionRequest, Helpline, Helplines, LimitPeriod, RealityCheck } from '../contracts/rg.ts';
export { REALITY_CHECK_CHOICES, SELF_EXCLUSION_MONTHS, TIME_OUT_DAYS } from '../rg-choices.ts';
