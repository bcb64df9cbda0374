import type { EmailPurpose } from '@tessera/protocol';
import { createCodeOutbox, type OutboxCode } from './codeOutbox.js';
import type { SmsLog } from './smsSender.js';

/** One e-mail code to deliver (spec 2 §7.1 "Send email code"). */
export interface EmailMessage {
  /** The address, lower-cased. */
  email: string;
  purpose: EmailPurpose;
  /** The plain code; the sender is the only place besides the mailbox that ever sees it. */
  code: string;
}

/**
 * Delivers e-mail codes (README "Email codes"). A deployment passes its mail service's sender
 * as `ServerOptions.emailSender`; `send` rejects when the message could not be handed over, and
 * the code is then forgotten (the user may ask again at once).
 */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

/** One code in the development e-mail outbox. */
export type SentEmailCode = OutboxCode<EmailPurpose>;

/** The development sender: codes go to the log and to an in-memory outbox. */
export interface DevelopmentEmailSender extends EmailSender {
  /** The codes sent to an address, newest first (at most `DEV_OUTBOX_LIMITS`). */
  outbox(email: string): SentEmailCode[];
}

/** Options of {@link createDevelopmentEmailSender}. */
export interface DevelopmentEmailSenderOptions {
  /** The clock of `sentAt` (default `new Date()`). */
  now?: () => Date;
}

const developmentSenders = new WeakSet<EmailSender>();

/**
 * The e-mail sender of development and tests: writes each code to the log (`development email
 * code`) and keeps it in an outbox that the development-only call
 * `GET /api/dev/email-outbox?email=` answers. Never for production: main.ts uses
 * {@link createUnconfiguredEmailSender} under `NODE_ENV=production`.
 *
 * @example
 * const sender = createDevelopmentEmailSender(app.log);
 * await sender.send({ email: 'a@example.com', purpose: 'SysChangeMobile', code: '123456' });
 * sender.outbox('a@example.com'); // [{ purpose: 'SysChangeMobile', code: '123456', sentAt: '…' }]
 */
export function createDevelopmentEmailSender(
  log: SmsLog,
  options: DevelopmentEmailSenderOptions = {},
): DevelopmentEmailSender {
  const now = options.now ?? (() => new Date());
  const sent = createCodeOutbox<EmailPurpose>();
  const sender: DevelopmentEmailSender = {
    async send({ email, purpose, code }) {
      sent.add(email, { purpose, code, sentAt: now().toISOString() });
      log.info({ email, purpose, code }, 'development email code');
    },
    outbox: (email) => sent.read(email.trim().toLowerCase()),
  };
  developmentSenders.add(sender);
  return sender;
}

/** True for a sender made by {@link createDevelopmentEmailSender}. */
export function isDevelopmentEmailSender(sender: EmailSender): sender is DevelopmentEmailSender {
  return developmentSenders.has(sender);
}

/**
 * The sender of a deployment without a mail service (`NODE_ENV=production` in main.ts): every
 * send fails with a message naming the missing option (logged at error), so the code call
 * answers 验证码发送失败，请稍后再试 and no code is ever logged.
 */
export function createUnconfiguredEmailSender(): EmailSender {
  return {
    async send() {
      throw new Error('no e-mail service is configured (ServerOptions.emailSender)');
    },
  };
}
