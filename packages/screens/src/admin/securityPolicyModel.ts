import { createStore } from 'zustand/vanilla';
import {
  deleteSecurityPolicy,
  listSecurityPolicies,
  saveSecurityPolicy,
  type OrganisationRef,
} from '@tessera/api';
import type { SecurityPolicyRecord, SecurityPolicyType } from '@tessera/protocol';
import { isRequestError, type RequestClient } from '@tessera/request';
import { createLatest } from '../model/latest.js';
import { subscribeTo, type Model } from '../model/snapshot.js';
import { ROLE_ADMIN_TEXTS } from './roleAdminTexts.js';
import { SECURITY_POLICY_TEXTS as T } from './securityPolicyTexts.js';

/** The three policies of a user scope, in the screen's order (spec 2 §3). */
export const POLICY_TYPES: readonly SecurityPolicyType[] = ['password', 'account', 'visit'];

/** The complexity switches of spec 2 §3 Password policy. */
export const COMPLEXITIES = [
  'RequireNumber',
  'RequireUppercase',
  'RequireLowercase',
  'RequireUniqueChars',
] as const;
export type Complexity = (typeof COMPLEXITIES)[number];

/** The number fields of each policy with their bounds (the server's, checked again there). */
export const NUMBER_FIELDS = {
  password: {
    passwordMinLength: { min: 0, max: 128 },
    passwordMaxLength: { min: 0, max: 128 },
    loginFailCountShowImageCode: { min: 0, max: 100 },
    passwordHistoryCount: { min: 0, max: 24 },
  },
  account: {
    lockoutThreshold: { min: 0, max: 100 },
    lockoutMinutes: { min: 1, max: 10_080 },
    passwordMaxAgeDays: { min: 0, max: 3650 },
    passwordExpiryWarningDays: { min: 0, max: 365 },
    dormancyDays: { min: 0, max: 3650 },
  },
  visit: {},
} as const;

/** The values of the three forms, as typed (numbers as text; blank: the default). */
export interface PolicyForms {
  password: {
    passwordMinLength: string;
    passwordMaxLength: string;
    loginFailCountShowImageCode: string;
    passwordHistoryCount: string;
    passwordComplex: Complexity[];
    imageCodeEnable: boolean;
  };
  account: Record<keyof (typeof NUMBER_FIELDS)['account'], string>;
  /** One window `HH:mm-HH:mm` or one address range per line. */
  visit: { allowedTimes: string; ipRanges: string; timeZone: string };
}

/** A form's messages by field. */
export type PolicyErrors = Partial<Record<string, string>>;

const text = (value: unknown) => (typeof value === 'number' ? String(value) : '');

/** The forms of saved policies (blank forms for the types not saved). */
export function policyFormsOf(
  saved: Partial<Record<SecurityPolicyType, SecurityPolicyRecord>>,
): PolicyForms {
  const p = saved.password?.policy ?? {};
  const a = saved.account?.policy ?? {};
  const v = saved.visit?.policy ?? {};
  const complex = Array.isArray(p.passwordComplex) ? p.passwordComplex : [];
  const windows = Array.isArray(v.allowedTimes)
    ? (v.allowedTimes as { begin: string; end: string }[])
    : [];
  return {
    password: {
      passwordMinLength: text(p.passwordMinLength),
      passwordMaxLength: text(p.passwordMaxLength),
      loginFailCountShowImageCode: text(p.loginFailCountShowImageCode),
      passwordHistoryCount: text(p.passwordHistoryCount),
      passwordComplex: COMPLEXITIES.filter((c) => complex.includes(c)),
      imageCodeEnable: p.imageCodeEnable === true,
    },
    account: {
      lockoutThreshold: text(a.lockoutThreshold),
      lockoutMinutes: text(a.lockoutMinutes),
      passwordMaxAgeDays: text(a.passwordMaxAgeDays),
      passwordExpiryWarningDays: text(a.passwordExpiryWarningDays),
      dormancyDays: text(a.dormancyDays),
    },
    visit: {
      allowedTimes: windows.map((w) => `${w.begin}-${w.end}`).join('\n'),
      ipRanges: Array.isArray(v.ipRanges) ? v.ipRanges.join('\n') : '',
      timeZone: typeof v.timeZone === 'string' ? v.timeZone : 'Asia/Shanghai',
    },
  };
}

const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

const TIME_WINDOW = /^([01]\d|2[0-3]):([0-5]\d)\s*-\s*([01]\d|2[0-3]):([0-5]\d)$/;
const IPV4_RANGE = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(\/(\d{1,2}))?$/;
const IPV6_RANGE = /^[0-9a-fA-F:]+:[0-9a-fA-F:.]*(\/\d{1,3})?$/;

function isRange(line: string): boolean {
  const v4 = IPV4_RANGE.exec(line);
  if (v4) {
    return v4.slice(1, 5).every((part) => Number(part) <= 255) && Number(v4[6] ?? 32) <= 32;
  }
  const v6 = IPV6_RANGE.exec(line);
  return v6 !== null && Number(line.split('/')[1] ?? 128) <= 128;
}

/**
 * The policy a form sends, or the form's messages by field (checked before the call; the
 * server checks again and names the member it refuses).
 */
export function policyOfForm(
  type: SecurityPolicyType,
  forms: PolicyForms,
): { policy: Record<string, unknown> } | { errors: PolicyErrors } {
  const errors: PolicyErrors = {};
  const policy: Record<string, unknown> = {};
  const values = forms[type] as unknown as Record<string, unknown>;
  for (const [name, bounds] of Object.entries(NUMBER_FIELDS[type]) as [
    string,
    { min: number; max: number },
  ][]) {
    const raw = String(values[name] ?? '').trim();
    if (!raw) continue;
    const n = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!(n >= bounds.min && n <= bounds.max)) errors[name] = T.integer(bounds.min, bounds.max);
    else policy[name] = n;
  }
  if (type === 'password') {
    const { passwordMinLength: min, passwordMaxLength: max } = policy as Record<string, number>;
    if (min && max && min > max) errors.passwordMaxLength = T.minOverMax;
    policy.passwordComplex = forms.password.passwordComplex;
    policy.imageCodeEnable = forms.password.imageCodeEnable;
  }
  if (type === 'visit') {
    const windows = [];
    for (const line of lines(forms.visit.allowedTimes)) {
      const match = TIME_WINDOW.exec(line);
      if (!match) {
        errors.allowedTimes ??= T.timeLine(line);
        continue;
      }
      const begin = `${match[1]}:${match[2]}`;
      const end = `${match[3]}:${match[4]}`;
      if (begin >= end) errors.allowedTimes ??= T.timeOrder(line);
      windows.push({ begin, end });
    }
    const ranges = lines(forms.visit.ipRanges);
    const bad = ranges.find((line) => !isRange(line));
    if (bad) errors.ipRanges = T.ipLine(bad);
    policy.allowedTimes = windows;
    policy.ipRanges = ranges;
    policy.timeZone = forms.visit.timeZone.trim() || 'Asia/Shanghai';
  }
  return Object.keys(errors).length > 0 ? { errors } : { policy };
}

/** What the security policies screen shows. */
export interface SecurityPolicySnapshot {
  state: 'loading' | 'ready' | 'failed';
  error: string | null;
  denied: boolean;
  userScope: string;
  /** Every scope with a saved policy, and `default`. */
  scopes: string[];
  saved: Partial<Record<SecurityPolicyType, SecurityPolicyRecord>>;
  forms: PolicyForms;
  errors: Record<SecurityPolicyType, PolicyErrors>;
  /** The policy being saved or reset. */
  busy: SecurityPolicyType | null;
}

/** The model of {@link createSecurityPolicyModel}. */
export interface SecurityPolicyModel extends Model<SecurityPolicySnapshot> {
  /** Shows another user scope (its policies load; unsaved edits are dropped). */
  showScope(userScope: string): Promise<void>;
  /** Changes fields of one form (their messages clear). */
  edit<K extends SecurityPolicyType>(type: K, patch: Partial<PolicyForms[K]>): void;
  /** Checks and saves one policy; false when the form has messages. Rejects with the server's text. */
  save(type: SecurityPolicyType): Promise<boolean>;
  /** Deletes the scope's policy of a type: the defaults apply again. */
  reset(type: SecurityPolicyType): Promise<void>;
}

const SCOPE = /^[A-Za-z0-9_.-]{1,64}$/;
const NO_ERRORS = { password: {}, account: {}, visit: {} };

function messageOf(error: unknown): string {
  if (isRequestError(error) && error.kind === 'deny') return ROLE_ADMIN_TEXTS.denied;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The security policies of a user scope (spec 2 §3 Password policy, "password, account and visit
 * policies with id and user scope"; §7.3 security policy CRUD): one form per policy, each saved
 * or reset to the defaults on its own. Administrators only: the server refuses everyone else.
 */
export function createSecurityPolicyModel(input: {
  client: RequestClient;
  org: OrganisationRef;
  userScope?: string;
}): SecurityPolicyModel {
  const { client, org } = input;
  const store = createStore<SecurityPolicySnapshot>()(() => ({
    state: 'loading',
    error: null,
    denied: false,
    userScope: input.userScope ?? 'default',
    scopes: ['default'],
    saved: {},
    forms: policyFormsOf({}),
    errors: NO_ERRORS,
    busy: null,
  }));
  const set = (patch: Partial<SecurityPolicySnapshot>) => store.setState(patch);
  const latest = createLatest();

  const reload = () =>
    new Promise<void>((settle) => {
      latest.run(
        listSecurityPolicies(client, org),
        (all) => {
          const { userScope } = store.getState();
          const saved: SecurityPolicySnapshot['saved'] = {};
          for (const record of all) if (record.userScope === userScope) saved[record.type] = record;
          const scopes = [
            ...new Set(['default', userScope, ...all.map((r) => r.userScope)]),
          ].sort();
          set({
            state: 'ready',
            error: null,
            denied: false,
            saved,
            scopes,
            forms: policyFormsOf(saved),
            errors: NO_ERRORS,
          });
          settle();
        },
        (error) => {
          set({
            state: 'failed',
            error: messageOf(error),
            denied: isRequestError(error) && error.kind === 'deny',
          });
          settle();
        },
      );
    });

  async function write(type: SecurityPolicyType, call: () => Promise<unknown>): Promise<void> {
    set({ busy: type });
    try {
      await call();
      await reload();
    } catch (error) {
      throw new Error(messageOf(error), { cause: error });
    } finally {
      set({ busy: null });
    }
  }

  return {
    getSnapshot: store.getState,
    subscribe: subscribeTo(store),
    start() {
      void reload();
      return () => latest.stop();
    },
    async showScope(userScope) {
      const scope = userScope.trim();
      if (!SCOPE.test(scope)) throw new Error(T.scopeInvalid);
      set({ userScope: scope, state: 'loading' });
      await reload();
    },
    edit(type, patch) {
      const { forms, errors } = store.getState();
      const cleared = { ...errors[type] };
      for (const key of Object.keys(patch)) delete cleared[key];
      set({
        forms: { ...forms, [type]: { ...forms[type], ...patch } },
        errors: { ...errors, [type]: cleared },
      });
    },
    async save(type) {
      const checked = policyOfForm(type, store.getState().forms);
      if ('errors' in checked) {
        set({ errors: { ...store.getState().errors, [type]: checked.errors } });
        return false;
      }
      const { userScope } = store.getState();
      await write(type, () =>
        saveSecurityPolicy(client, org, { userScope, type, policy: checked.policy }),
      );
      return true;
    },
    async reset(type) {
      const record = store.getState().saved[type];
      if (!record) return;
      await write(type, () => deleteSecurityPolicy(client, org, record.id));
    },
  };
}
