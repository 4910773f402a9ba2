/**
 * Operator commands of the agent programme (part of src/server/admin/commands.ts).
 * Usage: npm run admin -- agents:settle daily_wage "2025-03-15"
 */
import type { Command } from '#server/admin/command.ts';
import type { Db } from '#server/db/connect.ts';
import { ValidationFailed } from '#server/errors.ts';
import { findMemberByAccount } from '#server/members/index.ts';
import { getSetting, merchantTimeZone } from '#server/system/index.ts';
import { DIVIDEND_PERIODS, type Kind, KINDS, lastEnded, listContracts, moveMember, parseLocal, periodAt, type PeriodType } from '#server/agents/index.ts';
import { JOBS, runDue } from './scheduler.ts';
import { settlePeriod } from './settle.ts';

async function memberId(db: Db, account: string | undefined): Promise<number> {
  if (!account) throw new ValidationFailed('a member account is required');
  const row = await findMemberByAccount(db, account);
  if (!row) throw new ValidationFailed(`no member ${account}`);
  return Number(row.id);
}

export const agentCommands: Record<string, Command> = {
  'agents:settle': {
    help: '<kind> [dividend period] [local start "YYYY-MM-DD HH:mm" | last]  settle one ended period now (pays once)',
    run: async (db, args, app) => {
      const kind = args[0] as Kind;
      if (!KINDS.includes(kind)) throw new ValidationFailed(`kinds: ${KINDS.join(', ')}`);
      let rest = args.slice(1);
      let type: PeriodType = kind === 'daily_wage' ? 'daily' : kind === 'hourly_wage' ? 'hourly' : 'realtime';
      if (kind === 'dividend') {
        type = (await getSetting(db, 'agents')).topRates.dividend.period;
        if (rest[0] && (DIVIDEND_PERIODS as readonly string[]).includes(rest[0])) {
          type = rest[0] as PeriodType;
          rest = rest.slice(1);
        }
      }
      const zone = await merchantTimeZone(db);
      const at = rest[0] && rest[0] !== 'last' ? parseLocal(rest[0], zone) : null;
      if (rest[0] && rest[0] !== 'last' && at === null) throw new ValidationFailed(`not a local date and time in ${zone}: ${rest[0]}`);
      const period = at === null ? lastEnded(type, Date.now(), zone) : periodAt(type, at, zone);
      return settlePeriod({ db, ledger: app.ledger, log: app.log }, kind, period);
    },
  },
  'agents:due': {
    help: 'settle every ended period of every agent job that is not settled yet',
    run: async (db, _args, app) => {
      const out = [];
      for (const spec of JOBS) out.push(...(await runDue({ db, ledger: app.ledger, log: app.log }, spec)));
      return out;
    },
  },
  'agents:move': {
    help: '<member> <new upline | top>  move a member and its whole team under another upline',
    run: async (db, [member, upline]) => {
      const id = await memberId(db, member);
      const target = upline === 'top' ? null : await memberId(db, upline);
      await moveMember(db, id, target);
      return `${member} now under ${upline}`;
    },
  },
  'agents:contracts': {
    help: '<agent>  the contracts an agent holds and gave',
    run: async (db, [account]) => {
      const id = await memberId(db, account);
      const held = await listContracts(db, id, { role: 'mine', pageNo: 1, pageSize: 100 });
      const given = await listContracts(db, id, { role: 'given', pageNo: 1, pageSize: 100 });
      return { held: held.list, given: given.list };
    },
  },
};
