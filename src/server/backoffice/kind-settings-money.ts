import { z } from 'zod';
import { updateSetting } from '#server/system/index.ts';
import { approvalKind } from './approval-kind.ts';

/**
 * 'settings.money': a change of a money-related setting (cashier limits and fees, the currency,
 * the withdrawal approval threshold), carried out once a second staff member approves. The value
 * is validated again here (InvalidSetting fails the request, nothing changes). The result, with the
 * value before and after, is what the approval's audit row records.
 */
export const settingsMoney = approvalKind({
  permission: 'settings.write',
  payload: z.object({ key: z.enum(['cashier', 'whitelabel', 'backoffice']), value: z.unknown() }),
  async execute(app, payload) {
    const change = await updateSetting(app.db, payload.key, payload.value);
    return { key: payload.key, changed: change.changed, before: change.before, after: change.after };
  },
});
