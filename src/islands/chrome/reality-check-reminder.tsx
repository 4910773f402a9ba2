import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { apiLanguage } from '#lib/api.ts';
import { formatMoney, formatNumber } from '#lib/format.ts';
import { isTrialType } from '#lib/roles.ts';
import { nextReminderIn } from '#lib/rg-timing.ts';
import { $realityCheck, loadRealityCheck } from '#lib/stores/rg.ts';
import { $session } from '#lib/stores/session.ts';
import { $shell } from '#lib/stores/site.ts';
import { $dialog, showDialog } from '#lib/stores/ui.ts';
import { confirmLogout } from './reactions.ts';

/** When another dialog is open at the due time, the reminder waits this long and tries again. */
const BUSY_RETRY_MS = 30_000;

async function remind(): Promise<void> {
  const check = await loadRealityCheck();
  const lang = apiLanguage();
  const currency = $shell.get()?.whitelabel.currency ?? { symbol: '', minorUnits: 2 };
  showDialog({
    tone: 'info',
    title: 'rg.reminder.title',
    body: 'rg.reminder.body',
    values: { minutes: formatNumber(check.playedMinutes, lang), rounds: formatNumber(check.rounds, lang), net: formatMoney(check.net, lang, currency) },
    cancel: 'rg.reminder.continue',
    confirm: 'rg.reminder.stop',
    onConfirm: confirmLogout,
  });
}

/**
 * The reality check (UK RTS 13): every N minutes of a session, as the member chose, a reminder of
 * the time played and the session's net result, with the choice to stop or carry on.
 */
export function RealityCheckReminder() {
  const session = useStore($session);
  const check = useStore($realityCheck);
  const memberId = session.state === 'member' && !isTrialType(session.member.type) ? session.member.account : null;

  useEffect(() => {
    if (memberId) void loadRealityCheck().catch(() => undefined);
    else $realityCheck.set(null);
  }, [memberId]);

  const interval = memberId ? check?.intervalMinutes : null;
  const startedAt = check?.sessionStartedAt;
  useEffect(() => {
    if (!interval || !startedAt) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = (delay: number) => {
      timer = setTimeout(() => {
        if ($dialog.get()) return schedule(BUSY_RETRY_MS);
        void remind().catch(() => undefined);
        schedule(nextReminderIn(startedAt, interval, Date.now() + 1000));
      }, delay);
    };
    schedule(nextReminderIn(startedAt, interval, Date.now()));
    return () => clearTimeout(timer);
  }, [interval, startedAt]);

  return null;
}
