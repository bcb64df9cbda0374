import { EMPTY_GUID } from '@tessera/protocol';
import type { TokenClaims } from './readTokenClaims.js';
import type { UserInfo, UserInfoInput, UserOperation } from './types.js';

/**
 * The anonymous user (spec 1 §3: the all-zero GUID is anonymous). Frozen: shared by every
 * snapshot without a signed-in user.
 */
export const ANONYMOUS_USER: UserInfo = Object.freeze({
  authenticated: false,
  userId: EMPTY_GUID,
  userName: '',
  nickName: '',
  mobilePhone: '',
  email: '',
  roles: Object.freeze([]) as unknown as string[],
  posts: Object.freeze([]) as unknown as unknown[],
  rank: null,
  tags: Object.freeze([]) as unknown as unknown[],
  operations: Object.freeze([]) as unknown as UserOperation[],
  visitPolicy: null,
  headImageUrl: '',
  departments: Object.freeze([]) as unknown as unknown[],
  userType: null,
  accessToken: '',
});

/**
 * spec 1 §3 / §5: a user whose id is the all-zero GUID (or missing) is anonymous.
 *
 * @example
 * ```ts
 * isAnonymousUserId('00000000-0000-0000-0000-000000000000'); // true
 * ```
 */
export function isAnonymousUserId(userId: unknown): boolean {
  return typeof userId !== 'string' || userId.trim() === '' || userId === EMPTY_GUID;
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const asList = (value: unknown): unknown[] =>
  Array.isArray(value)
    ? [...value]
    : value === undefined || value === null || value === ''
      ? []
      : [value];

/** Roles as a list of strings: one string or a list is accepted, as for the token claim. */
function readRoles(value: unknown): string[] {
  return asList(value)
    .map(asText)
    .filter((role) => role !== '');
}

/** spec 1 §3: "operations (operationId, operationStatus; only status 1 kept)". */
function readOperations(value: unknown): UserOperation[] {
  const operations: UserOperation[] = [];
  for (const entry of asList(value)) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { operationId, operationStatus } = entry as Record<string, unknown>;
    const id = asText(operationId);
    // Servers send the status as a number or as text; both mean the same.
    if (id !== '' && Number(operationStatus) === 1)
      operations.push({ operationId: id, operationStatus: 1 });
  }
  return operations;
}

/**
 * User info as the app uses it, from what the server (or the token) sent: text fields default to
 * `''`, lists to `[]`, operations keep status 1 only, and a user with the all-zero id (or none)
 * is never `authenticated`. Unknown fields are kept.
 *
 * @example
 * ```ts
 * normalizeUserInfo({ userId: 'u1', operations: [
 *   { operationId: 'edit', operationStatus: 1 }, { operationId: 'delete', operationStatus: 0 },
 * ] }).operations; // [{ operationId: 'edit', operationStatus: 1 }]
 * ```
 */
export function normalizeUserInfo(input: UserInfoInput | null | undefined): UserInfo {
  if (!input) return ANONYMOUS_USER;
  const userId = asText(input.userId) || EMPTY_GUID;
  const anonymous = isAnonymousUserId(userId);
  return {
    ...input,
    authenticated: !anonymous && input.authenticated !== false,
    userId,
    userName: asText(input.userName),
    nickName: asText(input.nickName),
    mobilePhone: asText(input.mobilePhone),
    email: asText(input.email),
    roles: readRoles(input.roles),
    posts: asList(input.posts),
    rank: input.rank ?? null,
    tags: asList(input.tags),
    operations: readOperations(input.operations),
    visitPolicy: input.visitPolicy ?? null,
    headImageUrl: asText(input.headImageUrl),
    departments: asList(input.departments),
    userType: input.userType ?? null,
    accessToken: asText(input.accessToken),
  };
}

/**
 * User info from token claims (spec 1 §3): `sub` → userId, `preferred_username` → userName,
 * `nickname` → nickName, `phone_number` → mobilePhone, `email`, `role` → roles. Used until the
 * server's user info arrives, and for OIDC sign-ins.
 *
 * @example
 * ```ts
 * userInfoFromClaims(readTokenClaims(token)!, token).userName;
 * ```
 */
export function userInfoFromClaims(claims: TokenClaims, accessToken = ''): UserInfo {
  return normalizeUserInfo({
    userId: claims.sub,
    userName: claims.preferredUsername,
    nickName: claims.nickname,
    mobilePhone: claims.phoneNumber,
    email: claims.email,
    roles: claims.roles,
    accessToken,
  });
}
