/**
 * Mixed traffic through the load balancer: each player logs in, then bets and settles at the
 * scale vendor, buys lottery tickets, asks for deposits and withdrawals, chats with the desk and
 * reads the balance, and logs in again now and then. Every answer reported as a success is
 * remembered (what the check afterwards must find in the database). A request that got no answer
 * is sent once more with the same idempotency key, as a client would.
 */
import { digest } from '#server/auth/tokens.ts';
import type { DbHandle } from '#server/db/connect.ts';
import { type Answer, call, callback, login, type Recorder } from './client.ts';
import type { ScalePlayer } from './setup.ts';

export interface Acknowledged {
  logins: string[];
  debits: string[];
  credits: string[];
  tickets: number[];
  deposits: number[];
  paidDeposits: number[];
  withdrawals: number[];
  chatMessages: number[];
}

export interface Tally {
  ok: number;
  refused: Map<string, number>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class Traffic {
  readonly acked: Acknowledged = { logins: [], debits: [], credits: [], tickets: [], deposits: [], paidDeposits: [], withdrawals: [], chatMessages: [] };
  readonly tallies = new Map<string, Tally>();
  #stopped = false;
  #draw: { id: number; until: number } | null = null;
  #channels: Record<string, number> = {};

  readonly rec: Recorder;
  readonly base: string;
  readonly db: DbHandle;
  readonly runId: string;

  constructor(rec: Recorder, base: string, db: DbHandle, runId: string) {
    this.rec = rec;
    this.base = base;
    this.db = db;
    this.runId = runId;
  }

  count(kind: string, res: Answer): boolean {
    const t = this.tallies.get(kind) ?? { ok: 0, refused: new Map() };
    this.tallies.set(kind, t);
    if (res.status === 200 && res.body?.success) {
      t.ok++;
      return true;
    }
    const code = res.body?.code ?? String(res.status);
    t.refused.set(code, (t.refused.get(code) ?? 0) + 1);
    return false;
  }

  /** Sends once more, with the same key, when the first try got no answer or a gateway error. */
  async twice<T>(send: () => Promise<Answer<T>>): Promise<Answer<T>> {
    const first = await send();
    if (first.status !== 0 && first.status < 500) return first;
    await sleep(300);
    return send();
  }

  stop(): void {
    this.#stopped = true;
  }

  async #drawId(auth: Record<string, string>): Promise<number | null> {
    if (this.#draw && this.#draw.until > Date.now()) return this.#draw.id;
    const res = await call<{ draw: { id: number; closesAt: number } | null }>(this.rec, this.base, 'GET', '/wps/lottery/games/K3_1M?language=en', { headers: auth });
    const draw = res.body?.value?.draw;
    if (!draw) return null;
    this.#draw = { id: draw.id, until: Math.min(Date.now() + 5_000, draw.closesAt - 2_000) };
    return draw.id;
  }

  async #channelIds(auth: Record<string, string>): Promise<Record<string, number>> {
    if (Object.keys(this.#channels).length) return this.#channels;
    const res = await call<{ id: number; code: string }[]>(this.rec, this.base, 'GET', '/wps/cashier/channels?language=en', { headers: auth });
    this.#channels = Object.fromEntries((res.body?.value ?? []).map((c) => [c.code, c.id]));
    return this.#channels;
  }

  async #login(p: ScalePlayer): Promise<string | null> {
    const res = await login(this.rec, this.base, this.db, p);
    if (!this.count('login', res)) return null;
    const token = res.body?.value?.token ?? '';
    this.acked.logins.push(digest(token));
    return token;
  }

  /** One player's loop until stop(); `withdrawAccount` is a bound bank account when the player may withdraw. */
  async player(p: ScalePlayer, withdrawAccount: number | null): Promise<void> {
    let token: string | null = null;
    let chatCookie = '';
    let n = 0;
    let lastChat = 0;
    let loggedInAt = 0;
    while (!this.#stopped) {
      n++;
      // A new login now and then (an address may try 30 times in 5 minutes).
      if (!token || Date.now() - loggedInAt > 20_000) {
        loggedInAt = Date.now();
        token = (await this.#login(p)) ?? token;
        if (!token) {
          await sleep(1_000);
          continue;
        }
      }
      const auth = { authorization: `Bearer ${token}`, 'x-forwarded-for': p.ip };
      const roll = n % 20;
      const key = `${this.runId}-${p.account}-${n}`;
      if (roll < 10) {
        // A round: the stake, then its settlement (a win or a loss).
        const round = { token: p.gameToken, player: p.account, roundId: `r-${key}`, currency: 'BDT' };
        const debit = await this.twice(() => callback(this.rec, this.base, 'debit', { ...round, txnId: `d-${key}`, amount: 100 }));
        if (this.count('bet', debit)) {
          this.acked.debits.push(`d-${key}`);
          const credit = await this.twice(() => callback(this.rec, this.base, 'credit', { ...round, txnId: `c-${key}`, amount: n % 3 === 0 ? 250 : 0 }));
          if (this.count('settle', credit)) this.acked.credits.push(`c-${key}`);
        }
      } else if (roll < 13) {
        const drawId = await this.#drawId(auth);
        if (drawId !== null) {
          const items = [{ betType: 'sum', numbers: String(3 + (n % 16)), unitStake: 100, multiplier: 1 }, { betType: 'big-small', numbers: n % 2 ? 'big' : 'small', unitStake: 100, multiplier: 1 }];
          const res = await this.twice(() => call<{ tickets: { id: number }[] }>(this.rec, this.base, 'POST', '/wps/lottery/tickets', { headers: auth, body: { drawId, items, requestId: `t-${key}`, language: 'EN' } }));
          if (this.count('lottery', res)) for (const t of res.body?.value?.tickets ?? []) this.acked.tickets.push(t.id);
          else if (res.body?.code === 'DRAW_CLOSED' || res.body?.code === 'DRAW_NOT_OPEN') this.#draw = null;
        }
      } else if (roll === 13 || roll === 14) {
        const channels = await this.#channelIds(auth);
        const gateway = roll === 14;
        const channelId = channels[gateway ? 'DEMO_GATEWAY' : 'BANK_TRANSFER'];
        if (channelId !== undefined) {
          const res = await this.twice(() =>
            call<{ id: number; payUrl?: string }>(this.rec, this.base, 'POST', '/wps/cashier/deposits', {
              headers: auth,
              body: { channelId, amount: gateway ? 80_000 : 150_000, requestId: `dep-${key}`, ...(gateway ? {} : { reference: `TRX-${n}` }) },
            }),
          );
          const deposit = res.body?.value;
          if (this.count('deposit', res) && deposit) {
            this.acked.deposits.push(deposit.id);
            if (deposit.payUrl) {
              // The player pays on the demo gateway's page; the deposit is credited.
              const path = new URL(deposit.payUrl, this.base).pathname;
              const paid = await call(this.rec, this.base, 'POST', `${path}/answer`, { raw: 'answer=pay', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: this.base, 'x-forwarded-for': p.ip }, what: 'gateway pay', redirect: 'manual' });
              const t = this.tallies.get('gateway pay') ?? { ok: 0, refused: new Map() };
              this.tallies.set('gateway pay', t);
              if (paid.status === 303) {
                t.ok++;
                this.acked.paidDeposits.push(deposit.id);
              } else t.refused.set(String(paid.status), (t.refused.get(String(paid.status)) ?? 0) + 1);
            }
          }
        }
      } else if (roll === 15 && withdrawAccount !== null) {
        const res = await this.twice(() =>
          call<{ id: number }>(this.rec, this.base, 'POST', '/wps/cashier/withdrawals', { headers: auth, body: { bankAccountId: withdrawAccount, amount: 20_000, paymentPassword: '482913', requestId: `w-${key}` } }),
        );
        if (this.count('withdrawal', res) && res.body?.value) this.acked.withdrawals.push(res.body.value.id);
      } else if ((roll === 16 || roll === 17) && Date.now() - lastChat > 4_000) {
        lastChat = Date.now();
        if (!chatCookie) {
          const res = await call(this.rec, this.base, 'POST', '/wps/chat/conversations', { headers: auth, body: { language: 'en' } });
          const set = res.setCookie.map((c) => /meridian_chat=([^;]+)/.exec(c)?.[1]).find(Boolean);
          if (this.count('chat start', res) && set) chatCookie = `meridian_chat=${set}`;
        }
        if (chatCookie) {
          const res = await this.twice(() => call<{ id: number }>(this.rec, this.base, 'POST', '/wps/chat/messages', { headers: { ...auth, cookie: chatCookie }, body: { clientId: `m-${key}`, text: `Message ${n} from ${p.account}` } }));
          if (this.count('chat message', res) && res.body?.value) this.acked.chatMessages.push(res.body.value.id);
          else if (res.body?.code === 'CHAT_CLOSED' || res.body?.code === 'NOT_FOUND') chatCookie = '';
        }
      } else {
        this.count('balance', await call(this.rec, this.base, 'GET', '/wps/v2/wallets/balance', { headers: auth }));
      }
      await sleep(40);
    }
  }
}

/**
 * Readies a player for withdrawals (directly on one instance, before the load): a payment
 * password and a bank account bound a while ago from a known address. Answers the account's id.
 */
export async function readyToWithdraw(rec: Recorder, base: string, db: DbHandle, p: ScalePlayer): Promise<number> {
  const res = await login(rec, base, db, p);
  const token = res.body?.value?.token;
  if (!token) throw new Error(`${p.account} could not log in: ${res.status} ${JSON.stringify(res.body)}`);
  const headers = { authorization: `Bearer ${token}`, 'x-forwarded-for': p.ip };
  const pw = await call(rec, base, 'POST', '/wps/member/paymentPassword', { headers, body: { currentPassword: p.password, paymentPassword: '482913', confirmPaymentPassword: '482913' } });
  if (pw.status !== 200) throw new Error(`payment password: ${pw.status} ${JSON.stringify(pw.body)}`);
  const bound = await call<{ id: number }>(rec, base, 'POST', '/wps/cashier/bankAccounts', { headers, body: { bankName: 'Meridian Trust Bank', accountNumber: '1234 5678 9012', holderName: 'Sadia Islam', paymentPassword: '482913' } });
  const id = bound.body?.value?.id;
  if (!id) throw new Error(`bank account: ${bound.status} ${JSON.stringify(bound.body)}`);
  const past = Date.now() - 3 * 86_400_000;
  await db.db.updateTable('bank_accounts').set({ created_at: past }).where('id', '=', id).execute();
  await db.db.updateTable('member_ips').set({ first_seen: past }).where('member_id', '=', p.id).execute();
  return id;
}
