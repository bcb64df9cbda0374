import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One e-mail the development SMTP server received. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

/** Mails kept per address, newest first, and addresses kept (the oldest are forgotten). */
export const DEV_MAILBOX_LIMITS = { mailsPerAddress: 50, addresses: 1000 } as const;

/** A local SMTP server that keeps what it receives (development and tests only). */
export interface DevMailbox {
  /** `smtp://127.0.0.1:{port}`: what nodemailer sends to. */
  url: string;
  port: number;
  /** The mails received for `address` (any case), newest first. */
  read(address: string): ReceivedMail[];
  /** Every mail received, oldest first (tests count them). */
  all(): ReceivedMail[];
  close(): Promise<void>;
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
}

/**
 * Starts the development SMTP server (smtp-server, no TLS, any credentials) on 127.0.0.1 — the
 * e-mail channel's target when the server runs in development without `SMTP_URL`. Each message
 * is parsed (mailparser) and kept in memory, bounded by {@link DEV_MAILBOX_LIMITS}; the
 * development outbox call `GET /api/dev/email-outbox?email=` answers them beside the codes.
 */
export async function startDevMailbox(port = 0): Promise<DevMailbox> {
  const byAddress = new Map<string, ReceivedMail[]>();
  const every: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const mail: ReceivedMail = {
            from: addresses(parsed.from)[0] ?? '',
            to: addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            receivedAt: new Date().toISOString(),
          };
          every.push(mail);
          if (every.length > DEV_MAILBOX_LIMITS.mailsPerAddress * 100) every.shift();
          for (const to of mail.to) {
            const list = [mail, ...(byAddress.get(to) ?? [])].slice(
              0,
              DEV_MAILBOX_LIMITS.mailsPerAddress,
            );
            byAddress.delete(to);
            byAddress.set(to, list);
            if (byAddress.size > DEV_MAILBOX_LIMITS.addresses) {
              byAddress.delete(byAddress.keys().next().value as string);
            }
          }
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    read: (address) => (byAddress.get(address.toLowerCase()) ?? []).map((m) => ({ ...m })),
    all: () => every.map((m) => ({ ...m })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
