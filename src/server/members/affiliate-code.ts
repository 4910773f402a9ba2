/** A member's affiliate code, given once: agents created without one get it on first use. */
import type { Db } from '#server/db/connect.ts';
import { getMember, newAffiliateCode } from './members.ts';

/** The member's affiliate code, made now when it has none (a fresh code no one holds; a code set meanwhile by another request stands). */
export async function ensureAffiliateCode(db: Db, memberId: number): Promise<string> {
  let code = (await getMember(db, memberId)).affiliate_code;
  for (let attempt = 0; !code && attempt < 5; attempt++) {
    const fresh = newAffiliateCode();
    const clash = await db.selectFrom('members').select('id').where('affiliate_code', '=', fresh).executeTakeFirst();
    if (clash) continue;
    await db.updateTable('members').set({ affiliate_code: fresh }).where('id', '=', memberId).where('affiliate_code', 'is', null).execute();
    code = (await getMember(db, memberId)).affiliate_code;
  }
  if (!code) throw new Error('could not assign an affiliate code');
  return code;
}
