/** The content desk's help items: written through the content domain, each write audited. */
import { createHelpItem, type HelpItemInput, type HelpItemRecord, updateHelpItem } from '#server/content/index.ts';
import type { Db } from '#server/db/connect.ts';
import { audit } from './audit.ts';
import type { StaffActor } from './staff.ts';

export async function createHelpItemAs(db: Db, actor: StaffActor, input: HelpItemInput): Promise<HelpItemRecord> {
  const item = await createHelpItem(db, input);
  await audit(db, actor, { action: 'help.create', targetType: 'help_item', targetId: item.id, after: item });
  return item;
}

export async function updateHelpItemAs(db: Db, actor: StaffActor, id: number, version: number, input: HelpItemInput): Promise<HelpItemRecord> {
  const { before, after } = await updateHelpItem(db, id, version, input);
  await audit(db, actor, { action: 'help.update', targetType: 'help_item', targetId: id, before, after });
  return after;
}
