/** One code in a development outbox. */
export interface OutboxCode<TPurpose extends string> {
  purpose: TPurpose;
  code: string;
  /** ISO 8601 time the code was handed to the sender. */
  sentAt: string;
}

/** The outboxes are memory only: a few codes per address and a bounded number of addresses. */
export const DEV_OUTBOX_LIMITS = { codesPerPhone: 20, phones: 1000 } as const;

/** A bounded in-memory outbox of the development senders (SMS and e-mail). */
export interface CodeOutbox<TPurpose extends string> {
  add(address: string, entry: OutboxCode<TPurpose>): void;
  /** The codes sent to an address, newest first (copies). */
  read(address: string): OutboxCode<TPurpose>[];
}

/**
 * The outbox behind `GET /api/dev/sms-outbox` and `GET /api/dev/email-outbox`: newest first per
 * address, at most {@link DEV_OUTBOX_LIMITS}.codesPerPhone per address; past
 * {@link DEV_OUTBOX_LIMITS}.phones addresses the one written longest ago is forgotten.
 */
export function createCodeOutbox<TPurpose extends string>(): CodeOutbox<TPurpose> {
  // Newest first per address; a Map keeps insertion order, so the first key is the oldest.
  const sent = new Map<string, OutboxCode<TPurpose>[]>();
  return {
    add(address, entry) {
      const list = [entry, ...(sent.get(address) ?? [])].slice(0, DEV_OUTBOX_LIMITS.codesPerPhone);
      sent.delete(address);
      sent.set(address, list);
      if (sent.size > DEV_OUTBOX_LIMITS.phones) sent.delete(sent.keys().next().value as string);
    },
    read(address) {
      return (sent.get(address) ?? []).map((entry) => ({ ...entry }));
    },
  };
}
