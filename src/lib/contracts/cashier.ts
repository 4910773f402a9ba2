/** Spec §2 member-centre money pages, §7 money: deposits, withdrawals, bank accounts, transfers, records, messages, bonuses. */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { recordId } from './common.ts';
import { password, smsCode } from './fields.ts';
import {
  BankAccount, Channel, Deposit, DepositCreated, Funds, languageQuery, MessagePage, money, periodFields, ProfitReport, RecordPage, recordsQuery, RecordType, requestId, trimmed,
  messagePageQuery, Upload, withinPeriod, Withdrawal,
} from './cashier-shapes.ts';
import { CodeSent } from './verification.ts';
import { vendorCode } from './wallet.ts';

const tag = 'Cashier';
const access = 'member';
/** Errors of every request that moves money with a requestId. */
const KEYED = ['REQUEST_ID_REUSED', 'INVALID_STATE'] as const;
const PAYMENT_PASSWORD = ['PAYMENT_PASSWORD_NOT_SET', 'WRONG_PAYMENT_PASSWORD', 'PAYMENT_PASSWORD_LOCKED'] as const;

/** A path id that is not a record id answers NOT_FOUND, as an unknown one does. */
const idText = z.object({ id: z.string().max(40).describe('a record id') });

export const cashier = {
  channels: endpoint({ method: 'GET', path: '/wps/cashier/channels', summary: 'The deposit methods open to the member’s VIP rank', tag, access, query: languageQuery, response: z.array(Channel), errors: [] }),
  deposit: endpoint({
    method: 'POST',
    path: '/wps/cashier/deposits',
    summary: 'Asks for a deposit; a gateway deposit answers with its payment page. The same requestId answers with the first request’s deposit',
    tag,
    access,
    body: z.object({ channelId: recordId, amount: money, reference: trimmed(60).optional(), receiptUploadId: z.optional(recordId), requestId: requestId.optional() }),
    response: DepositCreated,
    errors: ['NOT_FOUND', 'CHANNEL_UNAVAILABLE', 'AMOUNT_OUT_OF_RANGE', 'DEPOSIT_LIMIT_REACHED', 'ACCOUNT_EXCLUDED', 'UPLOAD_REFUSED', ...KEYED],
  }),
  deposits: endpoint({ method: 'GET', path: '/wps/cashier/deposits', summary: 'The member’s latest deposits', tag, access, query: languageQuery, response: z.array(Deposit), errors: [] }),
  bankAccounts: endpoint({ method: 'GET', path: '/wps/cashier/bankAccounts', summary: 'The member’s bank accounts, numbers masked', tag, access, response: z.array(BankAccount), errors: [] }),
  bindBankAccount: endpoint({
    method: 'POST',
    path: '/wps/cashier/bankAccounts',
    summary: 'Binds a bank account with the payment password; the holder must be the member’s real name',
    tag,
    access,
    body: z.object({ bankName: trimmed(60).pipe(z.string().min(2)), accountNumber: z.string().max(40), holderName: trimmed(80).pipe(z.string().min(2)), paymentPassword: password }),
    response: BankAccount,
    errors: ['NAME_MISMATCH', 'ALREADY_BOUND', ...PAYMENT_PASSWORD],
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/wps/cashier/withdrawals',
    summary: 'Asks for a withdrawal to a bound account, confirmed by the payment password and, when asked for, a code',
    tag,
    access,
    body: z.object({
      bankAccountId: recordId,
      amount: money,
      paymentPassword: password,
      code: z.optional(smsCode),
      method: z.enum(['sms', 'email']).optional(),
      requestId: requestId.optional(),
      /** The player confirmed that their active bonuses are forfeited by this withdrawal. */
      forfeitBonus: z.boolean().optional(),
    }),
    response: Withdrawal,
    errors: ['NOT_FOUND', 'AMOUNT_OUT_OF_RANGE', 'BONUS_ACTIVE', 'STEP_UP_REQUIRED', 'INSUFFICIENT_FUNDS', 'CODE_INVALID', 'CODE_EXPIRED', ...PAYMENT_PASSWORD, ...KEYED],
  }),
  withdrawalCode: endpoint({
    method: 'POST',
    path: '/wps/cashier/withdrawals/code',
    summary: 'Sends the code that confirms a withdrawal',
    tag,
    access,
    body: z.object({ method: z.enum(['sms', 'email']) }),
    response: CodeSent,
    errors: ['TOO_MANY_REQUESTS'],
  }),
  withdrawals: endpoint({ method: 'GET', path: '/wps/cashier/withdrawals', summary: 'The member’s latest withdrawals', tag, access, response: z.array(Withdrawal), errors: [] }),
  confirmReceipt: endpoint({
    method: 'POST',
    path: '/wps/cashier/withdrawals/:id/receipt',
    summary: 'Says whether a paid withdrawal arrived (all, part or none), with up to three proof images',
    tag,
    access,
    params: idText,
    body: z.object({
      receipt: z.enum(['received', 'partial', 'not_received']),
      receivedAmount: money.optional(),
      note: trimmed(140).optional(),
      imageIds: z.array(recordId).max(3).default([]),
    }),
    response: Withdrawal,
    errors: ['NOT_FOUND', 'INVALID_STATE', 'UPLOAD_REFUSED'],
  }),
  upload: endpoint({
    method: 'POST',
    path: '/wps/cashier/uploads',
    summary: 'Uploads a png or jpg of at most 5 MB as the raw request body (Content-Type image/png or image/jpeg)',
    tag,
    access,
    query: z.object({ purpose: z.enum(['withdrawal_proof', 'deposit_receipt']) }),
    response: Upload,
    errors: ['UPLOAD_REFUSED', 'PAYLOAD_TOO_LARGE', 'TOO_MANY_REQUESTS'],
  }),
  uploadFile: endpoint({
    method: 'GET',
    path: '/wps/cashier/uploads/:id',
    summary: 'One of the member’s own uploaded images (png or jpg, as uploaded)',
    tag,
    access,
    params: idText,
    response: null,
    media: 'image/png',
    errors: ['NOT_FOUND'],
  }),
  unreadCount: endpoint({ method: 'GET', path: '/wps/relay/CSP_unreadCount', summary: 'How many messages are unread', tag, access, response: z.object({ count: z.number().int() }), errors: [] }),
  messages: endpoint({ method: 'GET', path: '/wps/relay/CSP_messageList', summary: 'The member’s messages, newest first', tag, access, query: messagePageQuery, response: MessagePage, errors: [] }),
  readMessage: endpoint({
    method: 'POST',
    path: '/wps/relay/CSP_readMessage',
    summary: 'Marks a message, or all of them, read',
    tag,
    access,
    body: z.object({ id: z.union([recordId, z.literal('all')]) }),
    response: z.object({ unread: z.number().int() }),
    errors: [],
  }),
  funds: endpoint({ method: 'GET', path: '/wps/member/info/funds/consolidated', summary: 'The main wallet and each vendor’s wallet', tag, access, response: Funds, errors: [] }),
  merchantWallet: endpoint({
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    summary: 'The main wallet',
    tag,
    access,
    response: Funds.pick({ main: true, currency: true }),
    errors: [],
  }),
  vendorTransfer: endpoint({
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    summary: 'Moves money between the main wallet and a vendor’s wallet',
    tag,
    access,
    body: z.object({ vassalage: vendorCode, direction: z.enum(['in', 'out']), amount: money, requestId }),
    response: Funds,
    errors: ['NOT_FOUND', 'INSUFFICIENT_FUNDS', ...KEYED],
  }),
  collectAll: endpoint({
    method: 'POST',
    path: '/wps/cashier/collectAll',
    summary: 'Moves every vendor wallet’s balance back to the main wallet',
    tag,
    access,
    body: z.object({ requestId }),
    response: Funds,
    errors: [...KEYED],
  }),
  transferUpline: endpoint({
    method: 'POST',
    path: '/wps/cashier/transferUpline',
    summary: 'Sends money to the member’s upline agent',
    tag,
    access,
    body: z.object({ amount: money, paymentPassword: password, requestId }),
    response: z.object({ moved: z.boolean(), balance: z.number().int() }),
    errors: ['NOT_FOUND', 'INSUFFICIENT_FUNDS', ...PAYMENT_PASSWORD, ...KEYED],
  }),
  transferDownline: endpoint({
    method: 'POST',
    path: '/wps/agent/transferDownline',
    summary: 'An agent sends money to a member of their direct team',
    tag,
    access,
    body: z.object({ memberId: recordId, amount: money, paymentPassword: password, requestId }),
    response: z.object({ moved: z.boolean(), balance: z.number().int() }),
    errors: ['NOT_AGENT', 'NOT_FOUND', 'INSUFFICIENT_FUNDS', ...PAYMENT_PASSWORD, ...KEYED],
  }),
  records: endpoint({ method: 'GET', path: '/wps/cashier/records', summary: 'The account record: every movement of the main wallet, newest first', tag, access, query: recordsQuery, response: RecordPage, errors: [] }),
  recordsCsv: endpoint({
    method: 'GET',
    path: '/wps/cashier/records.csv',
    summary: 'The account record as CSV, headers in the page’s language, times on the merchant’s clock',
    tag,
    access,
    query: z.object({ type: RecordType.optional(), ...periodFields }).refine(...withinPeriod),
    response: null,
    media: 'text/csv',
    errors: [],
  }),
  profit: endpoint({
    method: 'GET',
    path: '/wps/cashier/profit',
    summary: 'Personal profit and loss per day and category',
    tag,
    access,
    query: z.object(periodFields).refine(...withinPeriod),
    response: ProfitReport,
    errors: [],
  }),
};
