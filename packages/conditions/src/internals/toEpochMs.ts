import { readDateTime } from '@tessera/protocol/dates';

/**
 * Milliseconds since the epoch for a DateTime value, or `undefined` when it is not a date.
 * Reads epoch numbers, `Date`s, epoch numbers sent as text (as some data sources do) and every
 * text `readDateTime` (`@tessera/protocol/dates`) reads. A text without a zone is read as UTC:
 * both sides of a comparison are read the same way, so their order is right whatever the user's
 * zone, and the engine never asks the environment for the local zone.
 */
export function toEpochMs(value: unknown): number | undefined {
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  return readDateTime(value, { zone: 'utc' })?.getTime();
}
