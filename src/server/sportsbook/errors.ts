/** The sportsbook's refusals: each a clear code of the status table (src/lib/contracts/errors.ts). */
import { AppError } from '#server/errors.ts';

export { PayoutAboveLimit, StakeAboveLimit, StakeTooLow } from '#server/lottery/index.ts';

export class UnknownEvent extends AppError {
  readonly code = 'UNKNOWN_EVENT' as const;
}
export class UnknownMarket extends AppError {
  readonly code = 'UNKNOWN_MARKET' as const;
}
/** A slip's selection id is not offered (no such selection, or its event is gone). */
export class UnknownSelection extends AppError {
  readonly code = 'UNKNOWN_SELECTION' as const;
}
/** The market or the selection is suspended (details: marketId, selectionId). */
export class MarketSuspended extends AppError {
  readonly code = 'MARKET_SUSPENDED' as const;
}
/** The market is settled or void, or its event has started without in-play betting, or ended. */
export class MarketClosed extends AppError {
  readonly code = 'MARKET_CLOSED' as const;
}
/** The odds moved in a way the player did not accept (details: prices, the current odds of every leg of the slip). */
export class OddsChanged extends AppError {
  readonly code = 'ODDS_CHANGED' as const;
}
/** Two legs of one accumulator or system bet are of the same event. */
export class RelatedLegs extends AppError {
  readonly code = 'RELATED_LEGS' as const;
}
/** The same selection twice in one bet. */
export class DuplicateLeg extends AppError {
  readonly code = 'DUPLICATE_SELECTION' as const;
}
/** More legs than the settings' maxLegs (20). */
export class TooManyLegs extends AppError {
  readonly code = 'TOO_MANY_LEGS' as const;
}
/** A bet's kind, system type, size and leg count do not fit together. */
export class SystemInvalid extends AppError {
  readonly code = 'SYSTEM_INVALID' as const;
}
export class CashoutUnavailable extends AppError {
  readonly code = 'CASHOUT_UNAVAILABLE' as const;
}
/** The cash-out value moved from the quote (details: value, the current one). */
export class CashoutPriceChanged extends AppError {
  readonly code = 'CASHOUT_PRICE_CHANGED' as const;
}
export class CashoutAmountInvalid extends AppError {
  readonly code = 'CASHOUT_AMOUNT_INVALID' as const;
}
/** Staff: the event moved on meanwhile (a guarded update found another state). */
export class EventStateChanged extends AppError {
  readonly code = 'EVENT_STATE_CHANGED' as const;
}
/** Staff: the market moved on meanwhile (a guarded update found another state). */
export class MarketStateChanged extends AppError {
  readonly code = 'MARKET_STATE_CHANGED' as const;
}
