import { agentCommands } from '#server/jobs/index.ts';
import { recomputeRanks } from '#server/loyalty/index.ts';
import { closeNextDrawNow } from '#server/lottery/index.ts';
import { approveWithdrawal, autoReceive, creditDeposit, grantBonus, pendingDeposits, pendingWithdrawals, refuseDeposit, rejectWithdrawal } from '#server/cashier/index.ts';
import type { Command } from './command.ts';
import { commandLine, createStaff } from '#server/backoffice/index.ts';
import { isStaffRole, STAFF_ROLES } from '#lib/backoffice/roles.ts';
import { STAFF_PASSWORD_MIN, STAFF_USERNAME } from '#lib/contracts/backoffice-staff.ts';
import { latestMessage } from '#server/notify/index.ts';
import { DEFAULT_GRACE_MS, forgetVendorSecrets, issueVendorSecret, listVendorSecrets } from '#server/providers/index.ts';
import { ValidationFailed } from '#server/errors.ts';
import { getSetting, loadSettings, setMerchantTimeZone, setSetting, type SettingKey, SETTINGS, SWITCHES } from '#server/system/index.ts';

function idArg(text: string | undefined): number {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id <= 0) throw new ValidationFailed('an id is required');
  return id;
}

function amountArg(text: string | undefined): number {
  if (!text || !/^\d+(\.\d{1,2})?$/.test(text)) throw new ValidationFailed('an amount like 250 or 250.50 is required');
  return Math.round(Number(text) * 100);
}

function multipleArg(text: string | undefined): number {
  if (!text || !/^\d{1,3}$/.test(text)) throw new ValidationFailed('a wagering multiple is required: a whole number, 0 for none');
  return Number(text);
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined) throw new ValidationFailed('a JSON value is required');
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationFailed(`not valid JSON: ${text}`);
  }
}

function parseTime(text: string | undefined): number | null {
  if (!text) return null;
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw new ValidationFailed(`not a date and time: ${text}`);
  return ms;
}

export const commands: Record<string, Command> = {
  'lottery:close-now': { help: '<lottery code>  an official lottery’s next draw stops taking tickets now and is due for its result (a draw held early)', run: (db, [code = '']) => closeNextDrawNow(db, code) },
  'settings:list': { help: 'show every setting', run: (db) => loadSettings(db) },
  'settings:get': {
    help: '<key>  show one setting',
    run: async (db, [key]) => {
      if (!key || !Object.hasOwn(SETTINGS, key)) throw new ValidationFailed(`setting keys: ${Object.keys(SETTINGS).join(', ')}`);
      return getSetting(db, key as SettingKey);
    },
  },
  'settings:set': { help: "<key> '<json>'  change one setting", run: (db, [key = '', json]) => setSetting(db, key, parseJson(json)).then(() => 'saved') },
  'switch:set': {
    help: '<switch> on|off  turn a feature switch on or off',
    run: async (db, [name = '', state]) => {
      if (!(SWITCHES as readonly string[]).includes(name)) throw new ValidationFailed(`switches: ${SWITCHES.join(', ')}`);
      if (state !== 'on' && state !== 'off') throw new ValidationFailed('state must be on or off');
      await setSetting(db, 'switches', { ...(await getSetting(db, 'switches')), [name]: state === 'on' });
      return `${name} ${state}`;
    },
  },
  'timezone:set': {
    help: '<IANA zone, e.g. Asia/Dhaka or Europe/London>  the merchant time zone of days, reports, CSV and shown times',
    run: async (db, [zone = '']) => `time zone ${await setMerchantTimeZone(db, zone)}`,
  },
  'maintenance:on': {
    help: '[until ISO time]  show the maintenance page to everyone',
    run: (db, [until]) => setSetting(db, 'maintenance', { enabled: true, endsAt: parseTime(until) }).then(() => 'maintenance on'),
  },
  'outbox:last': {
    help: '<phone digits or email>  the newest SMS or email sent there by the local provider',
    run: async (db, [target]) => {
      if (!target) throw new ValidationFailed('a target is required, e.g. 8801712000001');
      const message = await latestMessage(db, target.toLowerCase());
      return message ? `${new Date(message.created_at).toISOString()}  ${message.subject}\n${message.body}` : 'no message';
    },
  },
  'deposits:list': {
    help: 'deposits waiting for review',
    run: (db) => pendingDeposits(db),
  },
  'deposits:approve': { help: '<id>  credit a pending deposit (once)', run: async (_db, [id], app) => creditDeposit(app, idArg(id), 'operator') },
  'deposits:reject': { help: '<id> <reason>  refuse a pending deposit', run: async (_db, [id, ...reason], app) => refuseDeposit(app, idArg(id), reason.join(' ') || 'Refused by the operator.').then(() => 'rejected') },
  'withdrawals:list': {
    help: 'withdrawals waiting for review',
    run: (db) => pendingWithdrawals(db),
  },
  'withdrawals:approve': { help: '<id>  pay a pending withdrawal out (once)', run: async (_db, [id], app) => ((await approveWithdrawal(app, idArg(id))) ? 'paid' : 'not pending') },
  'withdrawals:reject': { help: '<id> <reason>  refuse it; the held money returns', run: async (_db, [id, ...reason], app) => ((await rejectWithdrawal(app, idArg(id), reason.join(' ') || 'Refused by the operator.')) ? 'rejected' : 'not pending') },
  'withdrawals:auto-receipt': { help: 'mark unconfirmed payouts received when their time has passed', run: async (_db, _args, app) => `${await autoReceive(app)} updated` },
  'bonus:grant': {
    help: '<account> <amount> <wagering multiple 0–10> <reason>  grant a bonus into the bonus wallet (default rules; 0 pays it as cash at once)',
    run: async (_db, [account = '', amount, multiple, ...reason], app) => grantBonus(app, { account, amount: amountArg(amount), wageringMultiple: multipleArg(multiple), reason: reason.join(' ') || 'Bonus' }),
  },
  'maintenance:off': {
    help: 'end maintenance',
    run: (db) => setSetting(db, 'maintenance', { enabled: false, endsAt: null }).then(() => 'maintenance off'),
  },
  'vendor:secret': {
    help: "<vendor> [grace minutes, default 1440]  issue or rotate a vendor's signing secret (shown once; the previous one is accepted for the grace period)",
    run: async (_db, [vendor, grace], app) => {
      if (!vendor) throw new ValidationFailed('a vendor code is required');
      if (grace !== undefined && !/^\d{1,5}$/.test(grace)) throw new ValidationFailed('the grace period is a whole number of minutes');
      const issued = await issueVendorSecret(app, vendor, grace === undefined ? DEFAULT_GRACE_MS : Number(grace) * 60_000);
      forgetVendorSecrets(app, vendor);
      const previous = issued.previousValidUntil === null ? 'no previous secret' : `the previous secret is accepted until ${new Date(issued.previousValidUntil).toISOString()}`;
      return `New signing secret for ${issued.vendor} (shown only now; it is stored encrypted):\n${issued.secret}\nfingerprint ${issued.fingerprint}; ${previous}`;
    },
  },
  'vendor:secrets': {
    help: "<vendor>  a vendor's signing secrets: fingerprints and validity, never the secrets",
    run: async (db, [vendor]) => {
      if (!vendor) throw new ValidationFailed('a vendor code is required');
      return listVendorSecrets(db, vendor);
    },
  },
  'staff:create': {
    help: '<username> <role> [password]  a back-office staff member (roles: owner, finance, risk, support, marketing, content, analyst); prints a one-time password (changed at first login) if none is given; the authenticator is enrolled at first login',
    run: async (db, [username = '', role = '', password]) => {
      if (!STAFF_USERNAME.test(username)) throw new ValidationFailed('a username is required: lower-case letters, digits, . _ -, a letter first, 3 to 32');
      if (!isStaffRole(role)) throw new ValidationFailed(`roles: ${STAFF_ROLES.join(', ')}`);
      if (password !== undefined && password.length < STAFF_PASSWORD_MIN) throw new ValidationFailed(`the password needs at least ${STAFF_PASSWORD_MIN} characters`);
      const made = await createStaff(db, commandLine('staff:create'), { username, displayName: username, role, password, mustChangePassword: password === undefined });
      return `created staff member ${made.username} (${role}, id ${made.id})${password === undefined ? `\none-time password: ${made.password}` : ''}\nAt first login: enrol the authenticator (QR code)${password === undefined ? ' and choose a new password' : ''}.`;
    },
  },
  ...agentCommands,
  'vip:recompute': {
    help: 'recompute every member\'s VIP rank from the rolling window now and apply the upgrades due (with their bonuses, once each); ranks are never lowered here',
    run: async (_db, _args, app) => {
      const started = Date.now();
      const { members, upgrades } = await recomputeRanks(app, started);
      return { members, upgraded: upgrades.length, bonusesPaid: upgrades.reduce((s, u) => s + u.bonuses, 0), ms: Date.now() - started, upgrades: upgrades.slice(0, 50) };
    },
  },
};
