// spec 1 §9: "operation number shown as first 3 characters plus '+' when longer".

/** At most this many characters of an operation's number are shown (spec 1 §9). */
export const OPERATION_NUMBER_MAX_CHARS = 3;

/**
 * The text of a list operation's number (likes, comments, shares…): the value as text, and when
 * it is longer than three characters its first three plus '+'. A missing value shows 0.
 *
 * @example
 * ```ts
 * formatOperationNumber(999); // '999'
 * formatOperationNumber(1000); // '100+'
 * ```
 */
export function formatOperationNumber(value: unknown): string {
  let text: string;
  if (value === null || value === undefined || value === '') text = '0';
  else if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '0';
  else if (typeof value === 'string' || typeof value === 'bigint') text = String(value);
  else text = '0';
  const chars = Array.from(text);
  return chars.length > OPERATION_NUMBER_MAX_CHARS
    ? `${chars.slice(0, OPERATION_NUMBER_MAX_CHARS).join('')}+`
    : text;
}
