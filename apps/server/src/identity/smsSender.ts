import type { SmsPurpose } from '@tessera/protocol';
import { createCodeOutbox, type OutboxCode } from './codeOutbox.js';

export { DEV_OUTBOX_LIMITS } from './codeOutbox.js';

/** One SMS code to deliver (spec 2 §7.1 "Send phone code"). */
export interface SmsMessage {
  phone: string;
  purpose: SmsPurpose;
  /** The plain code; the sender is the only place besides the phone that ever sees it. */
  code: string;
}

/**
 * Delivers SMS codes (README "SMS codes, image captcha and password policy"). A deployment
 * passes its provider's sender as `ServerOptions.smsSender`; `send` rejects when the message
 * could not be handed over, and the code is then forgotten (the user may ask again at once).
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
  /**
   * Sends a notification's text (README "Notification delivery", SMS channel); a provider
   * without notice templates leaves it out, and the SMS channel is then not offered.
   */
  sendNotice?(notice: { phone: string; text: string }): Promise<void>;
}

/** One notification text in the development outbox. */
export interface SentSmsNotice {
  text: string;
  sentAt: string;
}

/** One code in the development outbox. */
export type SentSmsCode = OutboxCode<SmsPurpose>;

/** The development sender: codes go to the log and to an in-memory outbox. */
export interface DevelopmentSmsSender extends SmsSender {
  /** The codes sent to a phone number, newest first (at most {@link DEV_OUTBOX_LIMITS}). */
  outbox(phone: string): SentSmsCode[];
  /** The notification texts sent to a phone number, newest first. */
  notices(phone: string): SentSmsNotice[];
}

/** What the development sender writes to: a pino logger (`app.log`) fits. */
export interface SmsLog {
  info(details: object, message: string): void;
}

/** Options of {@link createDevelopmentSmsSender}. */
export interface DevelopmentSmsSenderOptions {
  /** The clock of `sentAt` (default `new Date()`). */
  now?: () => Date;
}

const developmentSenders = new WeakSet<SmsSender>();

/**
 * The sender of development and tests: writes each code to the log (`development SMS code`)
 * and keeps it in an outbox that the development-only call `GET /api/dev/sms-outbox?phone=`
 * answers. Never for production: `main.ts` refuses to start with it under
 * `NODE_ENV=production`, because it puts codes in the log.
 *
 * @example
 * const sender = createDevelopmentSmsSender(app.log);
 * await sender.send({ phone: '13800000000', purpose: 'SysLogin', code: '123456' });
 * sender.outbox('13800000000'); // [{ purpose: 'SysLogin', code: '123456', sentAt: '…' }]
 */
export function createDevelopmentSmsSender(
  log: SmsLog,
  options: DevelopmentSmsSenderOptions = {},
): DevelopmentSmsSender {
  const now = options.now ?? (() => new Date());
  const sent = createCodeOutbox<SmsPurpose>();
  const noticesSent = createCodeOutbox<'notice'>();
  const sender: DevelopmentSmsSender = {
    async send({ phone, purpose, code }) {
      sent.add(phone, { purpose, code, sentAt: now().toISOString() });
      log.info({ phone, purpose, code }, 'development SMS code');
    },
    async sendNotice({ phone, text }) {
      noticesSent.add(phone, { purpose: 'notice', code: text, sentAt: now().toISOString() });
      log.info({ phone, text }, 'development SMS notice');
    },
    outbox: (phone) => sent.read(phone),
    notices: (phone) => noticesSent.read(phone).map(({ code, sentAt }) => ({ text: code, sentAt })),
  };
  developmentSenders.add(sender);
  return sender;
}

/** True for a sender made by {@link createDevelopmentSmsSender}. */
export function isDevelopmentSmsSender(sender: SmsSender): sender is DevelopmentSmsSender {
  return developmentSenders.has(sender);
}

/**
 * The sender of a deployment without an SMS provider (`NODE_ENV=production` in main.ts): every
 * send fails, so the code call answers 验证码发送失败，请稍后再试 and no code is ever logged.
 * A deployment plugs its provider in as `ServerOptions.smsSender`.
 */
export function createUnconfiguredSmsSender(): SmsSender {
  return {
    async send() {
      throw new Error('no SMS provider is configured (ServerOptions.smsSender)');
    },
  };
}
