/** The content desk's help items: written through the content domain, each write audited. */
import { createHelpItemOnce, type HelpItemInput, type HelpItemRecord, updateHelpItem } from '#server/content/index.ts';
import type { Db } from '#server/db/connect.ts';
import { audit } from './audit.ts';
import type { StaffActor } from './staff.ts';

/** Writes a help item once per request id: a retry of the submission answers the first item (audited once). */
export async function createHelpItemAs(db: Db, actor: StaffActor, requestId: string, input: HelpItemInput): Promise<HelpItemRecord> {
  const { item, replayed } = await createHelpItemOnce(db, { requestId, staffId: actor.staffId }, input);
  if (!replayed) await audit(db, actor, { action: 'help.create', targetType: 'help_item', targetId: item.id, after: item });
  return item;
}

export async function updateHelpItemAs(db: Db, actor: StaffActor, id: number, version: number, input: HelpItemInput): Promise<HelpItemRecord> {
  const { before, after } = await updateHelpItem(db, id, version, input);
  await audit(db, actor, { action: 'help.update', targetType: 'help_item', targetId: id, before, after });
  return after;
}
