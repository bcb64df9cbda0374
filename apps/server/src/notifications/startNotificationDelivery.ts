import type { NotificationChannel } from '@tessera/protocol';
import nodemailer from 'nodemailer';
import type { Db } from '../db/database.js';
import type { Listener } from '../realtime/createListener.js';
import {
  createEmailChannel,
  createEnterpriseChannel,
  createSmsChannel,
  type EnterpriseMessenger,
  type NotificationChannels,
  type SmsNoticeSender,
} from './deliveryChannels.js';
import { createDispatcher, type Dispatcher, type DispatcherOptions } from './createDispatcher.js';
import { startDevMailbox, type DevMailbox } from './devMailbox.js';
import { NOTIFICATIONS_CHANNEL } from './notificationsChanged.js';

/** How a server delivers notifications (`ServerOptions.notifications`). */
export interface NotificationDeliveryOptions {
  /**
   * The SMTP server of the e-mail channel, e.g. `smtps://user:pass@smtp.example.com:465`
   * (env `SMTP_URL`). Without it: in development a local SMTP server (README "Notification
   * delivery"), else no e-mail channel.
   */
  smtpUrl?: string;
  /** The From of notification mails (env `MAIL_FROM`). Default `Tessera <no-reply@tessera.local>`. */
  mailFrom?: string;
  /** The development SMTP server's port (env `DEV_SMTP_PORT`); default any free port. */
  devSmtpPort?: number;
  /** Enterprise messaging's provider; none ships, so by default there is no such channel. */
  enterpriseMessenger?: EnterpriseMessenger;
  /** Replaces the channels built from the options above (tests and benchmarks). */
  channels?: NotificationChannels;
  /**
   * The dispatcher's limits (`DISPATCH_DEFAULTS`), or `false` for a server that sends nothing
   * (another instance or process dispatches).
   */
  dispatcher?: Partial<Omit<DispatcherOptions, 'db' | 'channels' | 'portalUrl' | 'log'>> | false;
}

/** The running delivery of one server instance. */
export interface NotificationDelivery {
  /** The channels this server sends on (the preferences offer only these). */
  configured: ReadonlySet<NotificationChannel>;
  /** Undefined when `dispatcher: false`. */
  dispatcher: Dispatcher | undefined;
  /** Development without SMTP_URL: the local SMTP server and what it received. */
  devMailbox: DevMailbox | undefined;
  close(): Promise<void>;
}

/** The default From of notification mails. */
export const DEFAULT_MAIL_FROM = 'Tessera <no-reply@tessera.local>';

/**
 * Builds the channels (e-mail through nodemailer, SMS through the SMS sender's `sendNotice`,
 * enterprise messaging through a provider) and starts the dispatcher, woken by every
 * notification change this instance hears (README "Notification delivery").
 */
export async function startNotificationDelivery(input: {
  db: Db;
  listener: Listener;
  options: NotificationDeliveryOptions;
  development: boolean;
  smsSender: Partial<SmsNoticeSender>;
  portalUrl: string;
  log: { warn(details: object, message: string): void };
}): Promise<NotificationDelivery> {
  const { options } = input;
  let devMailbox: DevMailbox | undefined;
  let channels: NotificationChannels;
  if (options.channels) {
    channels = options.channels;
  } else {
    channels = {};
    let smtpUrl = options.smtpUrl;
    if (!smtpUrl && input.development) {
      devMailbox = await startDevMailbox(options.devSmtpPort ?? 0);
      smtpUrl = devMailbox.url;
    }
    if (smtpUrl) {
      channels.email = createEmailChannel({
        transport: nodemailer.createTransport(smtpUrl),
        from: options.mailFrom ?? DEFAULT_MAIL_FROM,
      });
    }
    const { smsSender } = input;
    if (smsSender.sendNotice) {
      channels.sms = createSmsChannel({ sendNotice: (notice) => smsSender.sendNotice!(notice) });
    }
    if (options.enterpriseMessenger) {
      channels.enterprise = createEnterpriseChannel(options.enterpriseMessenger);
    }
  }
  const configured = new Set(Object.keys(channels) as NotificationChannel[]);
  let dispatcher: Dispatcher | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  if (options.dispatcher !== false) {
    dispatcher = createDispatcher({
      ...options.dispatcher,
      db: input.db,
      channels,
      portalUrl: input.portalUrl,
      log: input.log,
    });
    const running = dispatcher;
    unlisten = await input.listener.listen(NOTIFICATIONS_CHANNEL, () => running.wake());
    dispatcher.start();
  }
  return {
    configured,
    dispatcher,
    devMailbox,
    async close() {
      await unlisten?.();
      await dispatcher?.stop();
      await devMailbox?.close();
    },
  };
}
