/** The lottery desk's chains tab: the lottery domain's chain actions, each audited with who did it and why. */
import type { ChainView } from '#lib/contracts/lottery-fair.ts';
import type { AppContext } from '#server/app-context.ts';
import { commitChainFor, retireChain } from '#server/lottery/index.ts';
import { audit } from './audit.ts';
import type { StaffActor } from './staff.ts';

export async function commitChainAs(app: AppContext, actor: StaffActor, body: { lottery: string; length?: number | undefined }): Promise<ChainView> {
  const chain = await commitChainFor(app, body.lottery, body.length);
  await audit(app.db, actor, { action: 'lottery.chain.commit', targetType: 'lottery_chain', targetId: chain.id, after: { lottery: body.lottery, length: chain.length, commitment: chain.commitment } });
  return chain;
}

export async function retireChainAs(app: AppContext, actor: StaffActor, chainId: number, reason: string): Promise<{ retired: ChainView; successor: ChainView | null }> {
  const out = await retireChain(app, chainId);
  await audit(app.db, actor, {
    action: 'lottery.chain.retire',
    targetType: 'lottery_chain',
    targetId: chainId,
    before: { status: 'active', used: out.retired.used, length: out.retired.length },
    after: { status: 'retired', reason, successor: out.successor?.id ?? null },
  });
  return out;
}
