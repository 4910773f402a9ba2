import { computed } from 'nanostores';
import { memberApi } from '../member-api.ts';
import type { ContactKind, Profile } from '../types/member.ts';
import { KEYS, refresh } from './query.ts';
import { remoteStore } from './remote.ts';
import { updateMember } from './session.ts';

/** The security centre's profile (GET /wps/member/profile). */
export type ProfileState = { state: 'loading' } | { state: 'error' } | { state: 'ready'; profile: Profile };

const profile = remoteStore(KEYS.profile, () => memberApi.profile());

/** Read when a page first shows it, and again when the tab regains focus or a change makes it stale. */
export const $profile = computed(profile.$store, (v): ProfileState => (v.state === 'ready' ? { state: 'ready', profile: v.data } : { state: v.state }));

/** Reads the profile again (the one shown stays until the answer arrives). */
export function loadProfile(): Promise<void> {
  return refresh((k) => k === KEYS.profile);
}

/** Runs a change, then reads the profile again so every label shows what the server now holds. */
async function thenReload<T>(change: Promise<T>): Promise<T> {
  const result = await change;
  await loadProfile();
  return result;
}

export function completeProfile(changes: { nickname?: string; realName?: string; birthday?: string }): Promise<void> {
  return thenReload(memberApi.updateProfile(changes)).then(() => {
    if (changes.nickname !== undefined) updateMember({ nickname: changes.nickname });
  });
}

export function sendMobileBindCode(mobileNum: string, countryDialingCode: string) {
  return memberApi.mobileCode(mobileNum, countryDialingCode);
}

export function bindMobile(mobileNum: string, countryDialingCode: string, code: string): Promise<unknown> {
  return thenReload(memberApi.bindMobile(mobileNum, countryDialingCode, code.trim()));
}

export function sendEmailBindCode(email: string) {
  return memberApi.emailCode(email.trim());
}

export function bindEmail(email: string, code: string): Promise<unknown> {
  return thenReload(memberApi.bindEmail(email.trim(), code.trim()));
}

export function setPaymentPassword(currentPassword: string, paymentPassword: string, confirm: string): Promise<unknown> {
  return thenReload(memberApi.paymentPassword(currentPassword, paymentPassword, confirm));
}

export function linkContact(kind: ContactKind, value: string): Promise<unknown> {
  return thenReload(memberApi.linkContact(kind, value.trim()));
}

export function beginTotp() {
  return memberApi.beginTotp();
}

export function confirmTotp(secret: string, code: string): Promise<unknown> {
  return thenReload(memberApi.confirmTotp(secret, code.trim()));
}

export function loadAvatars() {
  return memberApi.avatars();
}

/** Chooses a built-in avatar; the header shows it at once. */
export async function chooseAvatar(id: string): Promise<void> {
  await thenReload(memberApi.chooseAvatar(id));
  updateMember({ avatar: id });
}
