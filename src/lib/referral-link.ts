/** Invite friends: the referral code an invitation link carries (/register?ref=<code>), as the browser opened it. */
export function referralCodeFromLink(search: string = typeof location === 'undefined' ? '' : location.search): string {
  const code = new URLSearchParams(search).get('ref')?.trim() ?? '';
  return /^[A-Za-z0-9]{4,16}$/.test(code) ? code : '';
}
