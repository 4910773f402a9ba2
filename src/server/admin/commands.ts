import type { Db } from '#server/db/connect.ts';
import { latestMessage } from '#server/notify/outbox.ts';
import { ValidationFailed } from '#server/errors.ts';
import { getSetting, loadSettings, SETTINGS, setSetting, SWITCHES, type SettingKey } from '#server/system/settings.ts';

export interface Command {
  help: string;
  run(db: Db, args: string[]): Promise<unknown>;
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
  'maintenance:off': {
    help: 'end maintenance',
    run: (db) => setSetting(db, 'maintenance', { enabled: false, endsAt: null }).then(() => 'maintenance off'),
  },
};
