import type { UserRef } from '../flowTypes.js';

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** A user reference with a non-blank id and a string name. */
export function isUserRef(value: unknown): value is UserRef {
  return isRecord(value) && isNonEmptyString(value.userId) && typeof value.userName === 'string';
}

/** Users without repeated ids, first occurrence kept, copied to plain `{ userId, userName }`. */
export function uniqueUsers(users: readonly UserRef[]): UserRef[] {
  const seen = new Set<string>();
  const out: UserRef[] = [];
  for (const user of users) {
    if (seen.has(user.userId)) continue;
    seen.add(user.userId);
    out.push({ userId: user.userId, userName: user.userName });
  }
  return out;
}
