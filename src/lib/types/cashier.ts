/** Shapes of the cashier, wallet and record calls: declared once in the contracts (src/lib/contracts/cashier*.ts, wallet.ts, rg.ts). */
import type { BalanceView } from '../contracts/wallet.ts';

export type { BalanceView, BetPage } from '../contracts/wallet.ts';
export type { DepositLimit, LimitPeriod } from '../contracts/rg.ts';
export type {
  BankAccount, Channel, Deposit, DepositCreated, DepositStatus, Funds, MemberMessage, MessageKind, MessagePage, ProfitDay, ProfitReport, Receipt, RecordLine, RecordPage, RecordType,
  WalletLine, Withdrawal, WithdrawalStatus,
} from '../contracts/cashier-shapes.ts';

export type Currency = BalanceView['currency'];

