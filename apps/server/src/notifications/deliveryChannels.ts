import type { NotificationChannel, NotificationKind } from '@tessera/protocol';
import type { Transporter } from 'nodemailer';

/** One notification as an out-of-band channel sends it (README "Notification delivery"). */
export interface OutgoingNotification {
  notificationId: string;
  kind: NotificationKind;
  userId: string;
  /** The e-mail address, phone number or enterprise messaging user id. */
  address: string;
  /** The title line, e.g. 【待办】张三的请假申请待你审批. */
  subject: string;
  /** The body: the sentence and what to do. */
  text: string;
  /** The page it opens (the approval detail, or the account page). */
  link: string;
}

/**
 * One out-of-band channel. `send` resolves once the message is handed over and rejects with the
 * reason otherwise; the dispatcher retries a rejection with backoff and keeps its text.
 */
export interface NotificationChannelSender {
  send(message: OutgoingNotification): Promise<void>;
}

/** The channels a server sends on; a channel without a sender is not offered to users. */
export type NotificationChannels = Partial<Record<NotificationChannel, NotificationChannelSender>>;

/** Options of {@link createEmailChannel}. */
export interface EmailChannelOptions {
  /** A nodemailer transport (SMTP: `nodemailer.createTransport(SMTP_URL)`). */
  transport: Pick<Transporter, 'sendMail'>;
  /** The From header, e.g. `Tessera <no-reply@example.com>`. */
  from: string;
}

/** E-mail through nodemailer: a plain-text and an HTML part, both carrying the link. */
export function createEmailChannel({
  transport,
  from,
}: EmailChannelOptions): NotificationChannelSender {
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.address,
        subject: message.subject,
        text: `${message.text}\n\n${message.link}\n`,
        html: `<p>${escapeHtml(message.text)}</p><p><a href="${escapeHtml(message.link)}">${escapeHtml(message.link)}</a></p>`,
      });
    },
  };
}

/** A text SMS to a phone: what an SMS provider's notice template takes. */
export interface SmsNotice {
  phone: string;
  text: string;
}

/** The part of the SMS sender that sends notices (identity's `SmsSender.sendNotice`). */
export interface SmsNoticeSender {
  sendNotice(notice: SmsNotice): Promise<void>;
}

/** SMS through the server's SMS sender: the subject and the link in one message. */
export function createSmsChannel(sender: SmsNoticeSender): NotificationChannelSender {
  return {
    send: (message) =>
      sender.sendNotice({ phone: message.address, text: `${message.subject} ${message.link}` }),
  };
}

/**
 * Enterprise messaging (spec 2 §7.4; e.g. WeCom): the interface a provider implements to carry
 * notifications to a bound user. No provider ships yet (README "Notification delivery").
 */
export interface EnterpriseMessenger {
  /** Sends a text card to the enterprise messaging user `userId` (the binding's subject). */
  sendTextCard(card: {
    userId: string;
    title: string;
    description: string;
    url: string;
  }): Promise<void>;
}

/** Enterprise messaging through a provider's {@link EnterpriseMessenger}. */
export function createEnterpriseChannel(messenger: EnterpriseMessenger): NotificationChannelSender {
  return {
    send: (message) =>
      messenger.sendTextCard({
        userId: message.address,
        title: message.subject,
        description: message.text,
        url: message.link,
      }),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
