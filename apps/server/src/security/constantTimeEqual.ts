import { timingSafeEqual } from 'node:crypto';

/**
 * Compares two signature texts in constant time (protocol README "Signing"), so the time to
 * refuse a forged `token` or `sign` says nothing about how many leading characters were right.
 * Texts of different lengths are unequal; the comparison still runs, against itself.
 */
export function constantTimeEqual(actual: string, expected: string): boolean {
  const a = Buffer.from(actual, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  if (a.length !== b.length) {
    timingSafeEqual(b, b);
    return false;
  }
  return timingSafeEqual(a, b);
}
