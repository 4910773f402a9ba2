/** The member's API shapes: declared once in the contracts (src/lib/contracts/member*.ts). */
export type { AvatarChoices, MemberInfo } from '../contracts/member-shapes.ts';
export type { Profile, TotpSetup } from '../contracts/member-security.ts';
export type { ContactKind } from '../contact-kinds.ts';
