import { BlockList, isIP } from 'node:net';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/envelopeError.js';
import { MAX_PASSWORD_HISTORY } from '../directory/passwordHistory.js';
import { readFlag, readTextList } from './orgInput.js';

/*
 * The members of the three security policies (spec 2 §3 Password policy; "password, account
 * and visit policies with id and user scope"), checked before a save. Every refusal is 40000
 * naming the member. The spec shows the password policy's members; the account and visit
 * members are ours (README "Security policies").
 */

/** The complexity switches of spec 2 §3 Password policy. */
export const PASSWORD_COMPLEXITIES = [
  'RequireNumber',
  'RequireUppercase',
  'RequireLowercase',
  'RequireUniqueChars',
] as const;

/** The members of the account policy and their bounds (0: the rule is off). */
export const ACCOUNT_POLICY_BOUNDS = {
  lockoutThreshold: { min: 0, max: 100 },
  lockoutMinutes: { min: 1, max: 10_080 },
  passwordMaxAgeDays: { min: 0, max: 3650 },
  passwordExpiryWarningDays: { min: 0, max: 365 },
  dormancyDays: { min: 0, max: 3650 },
} as const;

/** An allowed time window of a visit policy, `HH:mm` in the policy's time zone. */
export interface VisitWindow {
  begin: string;
  end: string;
}

/** The visit policy: when (`allowedTimes`) and from where (`ipRanges`) its users may sign in. */
export interface VisitPolicy {
  allowedTimes: VisitWindow[];
  ipRanges: string[];
  /** IANA zone of the windows (default Asia/Shanghai). */
  timeZone: string;
}

/** The zone allowed times are read in when the policy names none. */
export const DEFAULT_VISIT_TIME_ZONE = 'Asia/Shanghai';

function readCount(
  value: unknown,
  name: string,
  bounds: { min: number; max: number; policy: string; note?: string },
): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    value < bounds.min ||
    value > bounds.max
  ) {
    throw badRequest(
      `${bounds.policy} ${name} 无效：应为 ${bounds.min} 到 ${bounds.max} 的整数${bounds.note ?? ''}`,
    );
  }
  return value;
}

/** `value` set on `target[key]`, or the key dropped when undefined. */
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  if (value === undefined) delete target[key];
  else target[key] = value;
}

/**
 * Checks a password policy (spec 2 §3): lengths 0…128 (0: no bound; left out: the default) with
 * min ≤ max, complexity switches from the four of the spec, a maximum that leaves room for them,
 * the image-captcha settings. Other members are kept as sent.
 */
export function checkPasswordPolicy(policy: Record<string, unknown>): Record<string, unknown> {
  const checked: Record<string, unknown> = { ...policy };
  const length = { min: 0, max: 128, policy: '密码策略', note: '（0 表示不限）' };
  const min = readCount(policy.passwordMinLength, 'passwordMinLength', length);
  const max = readCount(policy.passwordMaxLength, 'passwordMaxLength', length);
  put(checked, 'passwordMinLength', min);
  put(checked, 'passwordMaxLength', max);
  if (min && max && min > max) {
    throw badRequest('密码策略无效：passwordMinLength 不能大于 passwordMaxLength');
  }
  if (policy.passwordComplex !== undefined && policy.passwordComplex !== null) {
    const complex = readTextList(policy.passwordComplex, 'passwordComplex', 32);
    const unknown = complex.filter(
      (c) => !(PASSWORD_COMPLEXITIES as readonly string[]).includes(c),
    );
    if (unknown.length > 0) {
      throw badRequest(
        `密码策略 passwordComplex 无效：${unknown.join('、')}，应为 ${PASSWORD_COMPLEXITIES.join(' / ')}`,
      );
    }
    if (max && complex.length > max) {
      throw badRequest('密码策略无效：passwordMaxLength 小于要求包含的字符种类数');
    }
    checked.passwordComplex = complex;
  } else delete checked.passwordComplex;
  put(
    checked,
    'loginFailCountShowImageCode',
    readCount(policy.loginFailCountShowImageCode, 'loginFailCountShowImageCode', {
      min: 0,
      max: 100,
      policy: '密码策略',
    }),
  );
  put(
    checked,
    'passwordHistoryCount',
    readCount(policy.passwordHistoryCount, 'passwordHistoryCount', {
      min: 0,
      max: MAX_PASSWORD_HISTORY,
      policy: '密码策略',
      note: '（0 表示不检查）',
    }),
  );
  put(checked, 'imageCodeEnable', readFlag(policy.imageCodeEnable, 'imageCodeEnable'));
  put(
    checked,
    'subAppIdList',
    policy.subAppIdList === undefined || policy.subAppIdList === null
      ? undefined
      : readTextList(policy.subAppIdList, 'subAppIdList', 64),
  );
  return checked;
}

/** Checks an account policy: each member of {@link ACCOUNT_POLICY_BOUNDS} an integer in bounds. */
export function checkAccountPolicy(policy: Record<string, unknown>): Record<string, unknown> {
  const checked: Record<string, unknown> = { ...policy };
  for (const [name, bounds] of Object.entries(ACCOUNT_POLICY_BOUNDS)) {
    put(checked, name, readCount(policy[name], name, { ...bounds, policy: '账号策略' }));
  }
  return checked;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of an `HH:mm` text. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Adds an IP address or CIDR range to a block list, or throws 40000 naming `ipRanges`. */
function addRange(list: BlockList, range: string): void {
  const [address = '', prefix] = range.split('/');
  const family = isIP(address);
  const bits = family === 6 ? 128 : 32;
  const size = prefix === undefined ? bits : /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  if (family === 0 || size < 0 || size > bits || range.split('/').length > 2) {
    throw badRequest(`访问策略 ipRanges 无效：${range} 不是 IP 地址或 CIDR 网段`);
  }
  list.addSubnet(address, size, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Checks a visit policy: `allowedTimes` a list of `{ begin, end }` in `HH:mm` (begin before end;
 * a window may not pass midnight — make two), `ipRanges` IP addresses or CIDR ranges (IPv4 or
 * IPv6), `timeZone` an IANA zone.
 */
export function checkVisitPolicy(policy: Record<string, unknown>): Record<string, unknown> {
  // Members left out stay out (no limit); other members are kept as sent (e.g. recordOnline).
  const checked: Record<string, unknown> = { ...policy };
  if (policy.allowedTimes !== undefined && policy.allowedTimes !== null) {
    const times = policy.allowedTimes;
    if (!Array.isArray(times) || times.length > 24) {
      throw badRequest('访问策略 allowedTimes 无效：应为最多 24 个时段的列表');
    }
    checked.allowedTimes = times.map((window: unknown) => {
      const { begin, end } = (window ?? {}) as Record<string, unknown>;
      if (
        typeof begin !== 'string' ||
        !TIME.test(begin) ||
        typeof end !== 'string' ||
        !TIME.test(end)
      ) {
        throw badRequest('访问策略 allowedTimes 无效：时段的开始和结束应为 HH:mm');
      }
      if (minutesOf(begin) >= minutesOf(end)) {
        throw badRequest(`访问策略 allowedTimes 无效：时段 ${begin}-${end} 的开始应早于结束`);
      }
      return { begin, end };
    });
  } else delete checked.allowedTimes;
  if (policy.ipRanges !== undefined && policy.ipRanges !== null) {
    const ranges = readTextList(policy.ipRanges, 'ipRanges', 64);
    const probe = new BlockList();
    for (const range of ranges) addRange(probe, range);
    checked.ipRanges = ranges;
  } else delete checked.ipRanges;
  if (policy.timeZone !== undefined && policy.timeZone !== null) {
    try {
      if (typeof policy.timeZone !== 'string') throw new RangeError();
      new Intl.DateTimeFormat('en', { timeZone: policy.timeZone });
    } catch {
      throw badRequest('访问策略 timeZone 无效：应为 IANA 时区，例如 Asia/Shanghai');
    }
  } else delete checked.timeZone;
  return checked;
}

/** A stored visit policy with its defaults (a hand-edited row reads as "no limit"). */
export function visitPolicyOf(stored: Record<string, unknown> | null | undefined): VisitPolicy {
  try {
    const checked = checkVisitPolicy(stored ?? {});
    return {
      allowedTimes: (checked.allowedTimes as VisitWindow[] | undefined) ?? [],
      ipRanges: (checked.ipRanges as string[] | undefined) ?? [],
      timeZone: (checked.timeZone as string | undefined) ?? DEFAULT_VISIT_TIME_ZONE,
    };
  } catch {
    return { allowedTimes: [], ipRanges: [], timeZone: DEFAULT_VISIT_TIME_ZONE };
  }
}

/** The texts of a sign-in the visit policy refuses (ours: spec 2 shows none). */
export const VISIT_MESSAGES = {
  time: '当前时间不允许登录，请在允许的时段内登录',
  ip: '当前网络地址不允许登录，请联系管理员',
} as const;

/**
 * Why the visit policy refuses a sign-in now from `ip`, or null: outside every allowed window
 * (none: any time) or from an address outside every range (none: anywhere; no address known:
 * refused when ranges are set).
 */
export function visitRefusal(policy: VisitPolicy, ip: string | null, now: Date): string | null {
  if (policy.allowedTimes.length > 0) {
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: policy.timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(now);
    const minute = minutesOf(local);
    const inside = policy.allowedTimes.some(
      (w) => minute >= minutesOf(w.begin) && minute < minutesOf(w.end),
    );
    if (!inside) return VISIT_MESSAGES.time;
  }
  if (policy.ipRanges.length > 0) {
    if (!ip) return VISIT_MESSAGES.ip;
    const list = new BlockList();
    for (const range of policy.ipRanges) {
      const [address = '', prefix] = range.split('/');
      const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      list.addSubnet(
        address,
        prefix === undefined ? (family === 'ipv6' ? 128 : 32) : Number(prefix),
        family,
      );
    }
    const bare = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
    const family = isIP(bare) === 6 ? 'ipv6' : 'ipv4';
    if (!list.check(bare, family)) return VISIT_MESSAGES.ip;
  }
  return null;
}

/** The visit policy of a user scope (its `security_policies` row of type 'visit'), defaults when none. */
export async function readVisitPolicy(db: Db, userScope: string): Promise<VisitPolicy> {
  const row = await db
    .selectFrom('security_policies')
    .select('policy')
    .where('user_scope', '=', userScope)
    .where('type', '=', 'visit')
    .executeTakeFirst();
  return visitPolicyOf(row?.policy);
}
