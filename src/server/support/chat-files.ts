/**
 * Images sent in a chat: cleaned by the cashier's image pipeline (png or jpg, 5 MB, decoded-size
 * bound, re-encoded one at a time), written under `${dataDir}/uploads` and recorded in
 * chat_files. Unlike feedback there is no count per message: each image is its own message, and
 * the `chatUpload` limit per conversation bounds the decoding work.
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '#server/app-context.ts';
import { cleanImage } from '#server/cashier/index.ts';
import { atomically } from '#server/db/connect.ts';
import { NotFound } from '#server/errors.ts';
import { uploadStorage } from '#server/storage.ts';
import type { ConversationRow } from './chat-access.ts';
import { lockConversation } from './chat-messages.ts';
import { ChatClosed } from './errors.ts';

export interface StoredChatFile {
  id: number;
  mime: string;
  bytes: number;
}

/** Stores an image uploaded into an open conversation by the player or an agent. */
export async function storeChatFile(app: AppContext, row: ConversationRow, uploader: 'player' | 'staff', bytes: Uint8Array, now = Date.now()): Promise<StoredChatFile> {
  const conversationId = Number(row.id);
  if (row.status === 'closed') throw new ChatClosed('This conversation has ended.');
  // Counted once the cheap checks pass, before the costly decoding.
  const { mime, data } = await cleanImage(bytes, () => app.limits.hit('chatUpload', String(conversationId)));
  const files = uploadStorage(app.config.dataDir);
  const name = `chat-${randomUUID()}.${mime === 'image/png' ? 'png' : 'jpg'}`;
  await files.put(name, data, mime);
  try {
    const id = await atomically(app.db, async (tx) => {
      // Closed meanwhile (by the other side, or idleness): the image is not kept.
      const current = await lockConversation(tx, conversationId);
      if (!current || current.status === 'closed') throw new ChatClosed('This conversation has ended.');
      const inserted = await tx.insertInto('chat_files').values({ conversation_id: conversationId, uploader, mime, bytes: data.length, path: name, created_at: now }).returning('id').executeTakeFirstOrThrow();
      return Number(inserted.id);
    });
    return { id, mime, bytes: data.length };
  } catch (err) {
    await files.delete(name);
    throw err;
  }
}

/**
 * An image of a conversation: the player's own (conversationId given; any other id is not found,
 * so ids cannot be probed), or any conversation's for staff (null).
 */
export async function readChatFile(app: AppContext, fileId: number, conversationId: number | null): Promise<{ mime: string; data: Buffer }> {
  let q = app.db.selectFrom('chat_files').select(['mime', 'path']).where('id', '=', fileId);
  if (conversationId !== null) q = q.where('conversation_id', '=', conversationId);
  const file = await q.executeTakeFirst();
  if (!file) throw new NotFound('No such image.');
  const data = await uploadStorage(app.config.dataDir).get(file.path);
  if (!data) throw new NotFound('No such image.');
  return { mime: file.mime, data };
}
