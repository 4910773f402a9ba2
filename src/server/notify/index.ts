/** Messages to members' phones and mailboxes (the outbox a gateway sends from); other folders import it only through this file. */
export { latestMessage, type Notifier, outboxNotifier } from './outbox.ts';
