import type { LoginType, RegisterCheckWay } from '@tessera/validation';
import { LOGIN_TYPE_BY_CONFIG } from '@tessera/validation';

/** The user scope accounts belong to when the page config names none (server: `default`). */
export const DEFAULT_USER_SCOPE = 'default';

/**
 * spec 2 §3 "Login/register page config", as the login and register screens read it from the
 * query's `innerPageConfigJson` (the login control of a designed page passes its config there).
 * Every member is optional on the wire; {@link readAccountPageConfig} fills the defaults.
 */
export interface AccountPageConfig {
  /** `phoneAndMessage` and/or `phoneAndPassword`, in the designer's order. */
  loginType: LoginType[];
  /** `phoneCodePassword` asks for an SMS code in password mode too (ActionType 3). */
  checkWay: string;
  /** `autoRegister` (a code login registers unknown phones), `customerPage` or built-in. */
  registerWay: 'autoRegister' | 'customerPage' | 'default';
  /** The page the register link opens when `registerWay` is `customerPage`. */
  registerPageId: string;
  /** The register modes offered (spec 2 §3 registerCheckWay). */
  registerCheckWay: RegisterCheckWay[];
  /** Role codes a self-registered account asks for. */
  role: string[];
  /**
   * The user scope (`userScope` or `loginUserScope`). `null` when the config names it blank: the
   * password screens then warn 未获取到用户域! (spec 2 §6).
   */
  userScope: string | null;
  /** After sign-in: open `pageGuid` (with `pageParameters`) instead of going back. */
  isOpen: boolean;
  pageGuid: string;
  pageParameters: string;
  /** Whether the register link shows (default true). */
  isOpenRegister: boolean;
  /** The register link's text (spec 2 §2.7 "a register link with configured text"). */
  registerInfo: string;
  /** The agreement line: each link shows when its flag is on; labels default to the spec's. */
  isServiceOpen: boolean;
  isPrivateOpen: boolean;
  pageService: string;
  pagePrivate: string;
  serviceLabel: string;
  privateLabel: string;
  /** The message after a password change (spec 2 §4: the configured tip). */
  tips: string;
  /** The page to open after a password or account change; empty: go back. */
  pageId: string;
}

const LOGIN_TYPES_DEFAULT: LoginType[] = ['message', 'password'];
// The server refuses password-only registration unless the user scope allows it: the default
// offers only the code + password mode (README "Account screens").
const REGISTER_WAYS_DEFAULT: RegisterCheckWay[] = ['phoneCodePassword'];
const REGISTER_CHECK_WAYS: readonly RegisterCheckWay[] = [
  'phonePassword',
  'phoneCodePassword',
  'phoneCode',
];

type Raw = Record<string, unknown>;

function text(raw: Raw, name: string, fallback = ''): string {
  const value = raw[name];
  return typeof value === 'string' ? value : fallback;
}

function flag(raw: Raw, name: string, fallback: boolean): boolean {
  const value = raw[name];
  return typeof value === 'boolean' ? value : fallback;
}

function list(raw: Raw, name: string): string[] | undefined {
  const value = raw[name];
  if (typeof value === 'string') {
    return value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
  }
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;
}

function parse(json: string | null): Raw {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Raw)
      : {};
  } catch {
    // A hand-edited link with broken JSON opens the screen with its defaults rather than failing.
    return {};
  }
}

function userScopeOf(raw: Raw): string | null {
  const named = [raw.userScope, raw.loginUserScope].filter((v) => v !== undefined && v !== null);
  if (named.length === 0) return DEFAULT_USER_SCOPE;
  const scope = named.find((v): v is string => typeof v === 'string' && v.trim() !== '');
  return scope ?? null;
}

/**
 * The account screens' config from their query: `innerPageConfigJson` over the defaults (both
 * login types, message first; the code+password register mode only; the built-in
 * register page; the `default` user scope; the spec's agreement labels).
 *
 * @example
 * readAccountPageConfig(new URLSearchParams('innerPageConfigJson={"loginType":["phoneAndPassword"]}'))
 *   .loginType; // ['password']
 */
export function readAccountPageConfig(search: URLSearchParams): AccountPageConfig {
  const raw = parse(search.get('innerPageConfigJson'));
  const loginType = (list(raw, 'loginType') ?? [])
    .map((value) => LOGIN_TYPE_BY_CONFIG[value])
    .filter((value): value is LoginType => value !== undefined);
  const registerCheckWay = (list(raw, 'registerCheckWay') ?? []).filter(
    (value): value is RegisterCheckWay =>
      (REGISTER_CHECK_WAYS as readonly string[]).includes(value),
  );
  const registerWay = text(raw, 'registerWay');
  return {
    loginType: loginType.length > 0 ? [...new Set(loginType)] : LOGIN_TYPES_DEFAULT,
    checkWay: text(raw, 'checkWay'),
    registerWay:
      registerWay === 'autoRegister' || registerWay === 'customerPage' ? registerWay : 'default',
    registerPageId: text(raw, 'registerPageId'),
    registerCheckWay:
      registerCheckWay.length > 0 ? [...new Set(registerCheckWay)] : REGISTER_WAYS_DEFAULT,
    role: list(raw, 'role') ?? [],
    userScope: userScopeOf(raw),
    isOpen: flag(raw, 'isOpen', false),
    pageGuid: text(raw, 'pageGuid'),
    pageParameters: text(raw, 'pageParameters'),
    isOpenRegister: flag(raw, 'isOpenRegister', true),
    registerInfo: text(raw, 'registerInfo'),
    isServiceOpen: flag(raw, 'isServiceOpen', false),
    isPrivateOpen: flag(raw, 'isPrivateOpen', false),
    pageService: text(raw, 'pageService'),
    pagePrivate: text(raw, 'pagePrivate'),
    serviceLabel: text(raw, 'serviceLabel'),
    privateLabel: text(raw, 'privateLabel'),
    tips: text(raw, 'tips'),
    pageId: text(raw, 'pageId'),
  };
}

/**
 * spec 2 §4 Login: the type shown first — the query's `loginType` when it is one of the
 * configured ones (`password` is forced when coming from the forgot-password page), else message
 * if configured, else password.
 */
export function initialLoginType(config: AccountPageConfig, requested: string | null): LoginType {
  const asked = requested === 'password' || requested === 'message' ? requested : null;
  if (asked === 'password') return 'password';
  if (asked && config.loginType.includes(asked)) return asked;
  return config.loginType.includes('message') ? 'message' : 'password';
}

/** The path of a designed page (spec 1 §2 /page/{id}) with its configured parameters. */
export function designedPagePath(pageId: string, parameters = ''): string {
  const query = parameters.replace(/^\?/, '');
  return `/page/${encodeURIComponent(pageId)}${query ? `?${query}` : ''}`;
}
