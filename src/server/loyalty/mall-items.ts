/**
 * The points mall's goods as players see them: active items in the staff's order, each named in
 * the reader's language, with its stock and requirement; for a signed-in member also their points
 * and this month's deposits and turnover against each requirement.
 */
import type { Selectable } from 'kysely';
import type { AppContext } from '#server/app-context.ts';
import type { MallItemsTable } from '#server/db/tables/loyalty.ts';
import type { MallGood, MallGoods } from '#lib/contracts/mall.ts';
import type { MallItemKind, MallRequirement } from '#lib/contracts/loyalty-model.ts';
import { pointsBalanceOf } from './mall-points.ts';
import { type MonthFigures, monthFigures } from './mall-requirement.ts';

export type MallItemRow = Selectable<MallItemsTable>;

/** Text in the reader's language, else Bengali, else English, else any. */
export function textIn(json: string, lang: string): string {
  let all: Record<string, unknown>;
  try {
    all = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return '';
  }
  const pick = [all[lang], all['bn'], all['en'], ...Object.values(all)].find((v) => typeof v === 'string' && v !== '');
  return typeof pick === 'string' ? pick : '';
}

/** Whether figures meet an item's requirement (always, for none). */
export function meets(item: Pick<MallItemRow, 'requirement' | 'requirement_amount'>, f: MonthFigures): boolean {
  if (item.requirement === 'deposit_month') return f.deposit >= Number(item.requirement_amount);
  if (item.requirement === 'turnover_month') return f.turnover >= Number(item.requirement_amount);
  return true;
}

export function toGood(r: MallItemRow, lang: string, figures: MonthFigures | null): MallGood {
  return {
    id: Number(r.id),
    kind: r.kind as MallItemKind,
    name: textIn(r.names, lang),
    description: textIn(r.descriptions, lang),
    image: r.image,
    price: Number(r.price),
    amount: Number(r.amount),
    stock: r.stock === null ? null : Number(r.stock),
    requirement: r.requirement as MallRequirement,
    requirementAmount: Number(r.requirement_amount),
    met: figures ? meets(r, figures) : null,
  };
}

/** Active items, in the staff's order (higher sort first, then the oldest). */
export async function activeItems(app: AppContext): Promise<MallItemRow[]> {
  return app.db.selectFrom('mall_items').selectAll().where('status', '=', 'active').orderBy('sort', 'desc').orderBy('id').execute();
}

/** One item, any status (undefined when there is none). */
export async function mallItem(app: AppContext, id: number): Promise<MallItemRow | undefined> {
  return app.db.selectFrom('mall_items').selectAll().where('id', '=', id).executeTakeFirst();
}

/** MCS2_getPointReward: the goods on sale; with a member, their points and where they stand. */
export async function mallGoods(app: AppContext, memberId: number | null, lang: string, now = Date.now()): Promise<MallGoods> {
  const rows = await activeItems(app);
  if (memberId === null) return { signedIn: false, balance: null, monthDeposit: null, monthTurnover: null, items: rows.map((r) => toGood(r, lang, null)) };
  const [balance, figures] = await Promise.all([pointsBalanceOf(app, memberId), monthFigures(app, memberId, now)]);
  return { signedIn: true, balance, monthDeposit: figures.deposit, monthTurnover: figures.turnover, items: rows.map((r) => toGood(r, lang, figures)) };
}
