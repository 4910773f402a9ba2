/**
 * The members domain: member rows and the downline tree, profiles and the security centre's
 * member-row writes, age rules, and time-outs and self-exclusions (read by every domain that lets
 * a member log in, pay or play). Imports system and ledger; other folders import it only
 * through this file (decision 019).
 */

export { ensureAffiliateCode } from './affiliate-code.ts';
export { memberRanks } from './member-ranks.ts';
export { rankBenefits, saveVipLadder, vipLadder, vipLadderVersion } from './vip-ladder.ts';
export { assertAdult } from './age.ts';
export { AccountExcluded, AlreadyBound } from './errors.ts';
export { activeExclusion, assertNotExcluded, exclusionIn, insertExclusion, SELF_EXCLUSION_MONTHS, stakeLock, TIME_OUT_DAYS } from './exclusions.ts';
export { loginDaysOf, recordLoginDay } from './login-days.ts';
export { isDirectDownline, lockMemberRow, realNameOf, setRealNameIfEmpty } from './member-row.ts';
export { accountNamesOf, createMember, findAgentByAffiliateCode, findMemberByAccount, findMemberByMobile, getMember, type MemberInfo, memberInfoOf, type MemberRow, toMemberInfo } from './members.ts';
export { moveSubtree } from './move-subtree.ts';
export { referredSince } from './referred.ts';
export { type Segment, segmentMemberIds } from './segments.ts';
export { AVATARS, completeProfile, linkContact, replacePaymentPasswordHash, setAvatar, setTotpSecret, setVerifiedEmail, setVerifiedMobile, toProfile } from './security.ts';
export { countFailedLogin, recordLogin, setPasswordHash, takeTotpStep } from './sign-in.ts';
export { clearTotpSecret, MEMBER_ACTIVE, MEMBER_LOCKED, type MemberSearch, pathFromTop, SEARCH_KEYS, type SearchKey, searchMembers, setMemberStatus, setTemporaryPasswordHash } from './staff-access.ts';
export { accountsOf, ancestryOf, depthBelowOf, houseRegistrationsOf, memberProfiles, memberRoleOf, pathOf, registrationsOf, teamIdsOf, teamOf, type TeamScope, teamSizeOf, teamSizesOf, topMembersOf } from './team-read.ts';
export { InvalidMove } from './tree-errors.ts';
