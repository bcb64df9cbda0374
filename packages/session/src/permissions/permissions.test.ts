import { createEventRunner } from '@tessera/events';
import { createFakeClock, createMemoryStorage } from '@tessera/ports';
import { EMPTY_GUID } from '@tessera/protocol';
import { describe, expect, it } from 'vitest';
import { normalizeUserInfo } from '../normalizeUserInfo.js';
import { canAccessPage, pageAccessRedirect } from './canAccessPage.js';
import type { PagePermission } from './canAccessPage.js';
import { ALWAYS_ALLOWED_CONTROL_TYPES, isAlwaysAllowedControl } from './controlPermissionSet.js';
import type { ControlPermissionSet } from './controlPermissionSet.js';
import { createPermissionChecker } from './createPermissionChecker.js';
import { isControlVisible } from './isControlVisible.js';
import { hasNoPermission, hasOperation, isOperationAllowed } from './isOperationAllowed.js';

const user = normalizeUserInfo({
  userId: 'u1',
  operations: [
    { operationId: 'edit', operationStatus: 1 },
    { operationId: 'delete', operationStatus: 0 },
  ],
});

const entry = (
  controlMode: string,
  operIds: string[],
  extra: Partial<ControlPermissionSet> = {},
): ControlPermissionSet => ({
  controlId: 'c1',
  controlMode,
  enablePermission: true,
  operationPermissionList: operIds.map((operId) => ({ operId })),
  ...extra,
});

describe('always-allowed control types (spec 1 §6)', () => {
  it('are button, login, register, system message, table, nav and permission list', () => {
    expect(ALWAYS_ALLOWED_CONTROL_TYPES).toEqual([
      'Button',
      'Login',
      'Register',
      'SystemMessage',
      'Table',
      'Nav',
      'PermissionList',
    ]);
  });

  it.each<[string | null | undefined, boolean]>([
    ['Button', true],
    ['button', true],
    ['SYSTEMMESSAGE', true],
    [' Nav ', true],
    ['PermissionList', true],
    ['CardList', false],
    ['List', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (typeName, expected) => {
    expect(isAlwaysAllowedControl(typeName)).toBe(expected);
  });
});

describe('hasOperation: status 1 only', () => {
  it.each<[string, boolean]>([
    ['edit', true],
    ['delete', false],
    ['export', false],
  ])('%s → %s', (operationId, expected) => {
    expect(hasOperation(user, operationId)).toBe(expected);
  });

  it('ignores an operation whose status is not 1 even if it slipped past normalisation', () => {
    expect(hasOperation({ operations: [{ operationId: 'x', operationStatus: 0 }] }, 'x')).toBe(
      false,
    );
  });
});

describe('isOperationAllowed: Available mode (spec 1 §6)', () => {
  it.each<[string, ControlPermissionSet[], string, string | undefined, boolean]>([
    ['no permission entry: allowed', [], 'delete', 'CardList', true],
    [
      'entry lists it, user has it (status 1)',
      [entry('Available', ['edit'])],
      'edit',
      'CardList',
      true,
    ],
    [
      'entry lists it, user has it with status 0',
      [entry('Available', ['delete'])],
      'delete',
      'CardList',
      false,
    ],
    [
      'entry lists it, user lacks it',
      [entry('Available', ['export'])],
      'export',
      'CardList',
      false,
    ],
    [
      'entry lists other operations only',
      [entry('Available', ['other'])],
      'export',
      'CardList',
      true,
    ],
    [
      'entry of another control',
      [entry('Available', ['export'], { controlId: 'c2' })],
      'export',
      'CardList',
      true,
    ],
    ['a Visible entry does not block', [entry('Visible', ['export'])], 'export', 'CardList', true],
    [
      'a switched-off entry',
      [entry('Available', ['export'], { enablePermission: false })],
      'export',
      'CardList',
      true,
    ],
    ['always-allowed Button', [entry('Available', ['export'])], 'export', 'Button', true],
    ['always-allowed table', [entry('Available', ['export'])], 'export', 'table', true],
  ])('%s → %s', (_case, permissionSets, operationId, controlTypeName, expected) => {
    expect(
      isOperationAllowed({ controlId: 'c1', controlTypeName, operationId, user, permissionSets }),
    ).toBe(expected);
  });

  it('treats missing sets and lists as no entry', () => {
    expect(
      isOperationAllowed({ controlId: 'c1', operationId: 'x', user, permissionSets: null }),
    ).toBe(true);
    expect(
      isOperationAllowed({
        controlId: 'c1',
        operationId: 'x',
        user,
        permissionSets: [entry('Available', [], { operationPermissionList: null })],
      }),
    ).toBe(true);
  });
});

describe('isControlVisible: Visible mode (spec 1 §6)', () => {
  it.each<[string, ControlPermissionSet[], string[], string | undefined, boolean]>([
    ['no entry: visible', [], [], 'CardList', true],
    [
      'entry lists a granted operation',
      [entry('Visible', ['report'])],
      ['report'],
      'CardList',
      true,
    ],
    [
      'entry lists an operation the settings lack',
      [entry('Visible', ['report'])],
      ['other'],
      'CardList',
      false,
    ],
    [
      'one of two listed operations lacking hides it',
      [entry('Visible', ['a', 'b'])],
      ['a'],
      'CardList',
      false,
    ],
    ['an Available entry does not hide', [entry('Available', ['report'])], [], 'CardList', true],
    [
      'a switched-off entry',
      [entry('Visible', ['report'], { enablePermission: false })],
      [],
      'CardList',
      true,
    ],
    ['an entry with no operations', [entry('Visible', [])], [], 'CardList', true],
    ['always-allowed Login', [entry('Visible', ['report'])], [], 'Login', true],
  ])('%s → %s', (_case, permissionSets, operationSettings, controlTypeName, expected) => {
    expect(
      isControlVisible({ controlId: 'c1', controlTypeName, permissionSets, operationSettings }),
    ).toBe(expected);
  });
});

describe("hasNoPermission: the events' 'no permission' flag (spec 1 §6)", () => {
  it.each<[string, string | undefined, string[], string | undefined, boolean]>([
    ['user has the operation', 'edit', [], 'CardList', false],
    ['user lacks it, settings grant it', 'export', ['export'], 'CardList', false],
    ['user lacks it, settings lack it', 'export', [], 'CardList', true],
    ['status 0 counts as lacking', 'delete', [], 'CardList', true],
    ['no operation on the event', undefined, [], 'CardList', false],
    ['always-allowed Register', 'export', [], 'Register', false],
  ])('%s → %s', (_case, operationId, operationSettings, controlTypeName, expected) => {
    expect(hasNoPermission({ operationId, operationSettings, controlTypeName, user })).toBe(
      expected,
    );
  });
});

describe('canAccessPage: page-level permission (spec 1 §6)', () => {
  it.each<[string, string, PagePermission | null | undefined, boolean]>([
    ['not fetched', 'p1', undefined, false],
    ['fetched, not permitted', 'p1', { permitted: false }, false],
    ['permitted, no page list', 'p1', { permitted: true }, true],
    ['permitted, page listed', 'p1', { permitted: true, pageIds: ['p1'] }, true],
    ['permitted, page not listed', 'p2', { permitted: true, pageIds: ['p1'] }, false],
    ['permitted, the all-zero page id', EMPTY_GUID, { permitted: true, pageIds: ['p1'] }, true],
  ])('%s → %s', (_case, pageId, permission, expected) => {
    expect(canAccessPage(pageId, permission)).toBe(expected);
    expect(pageAccessRedirect(pageId, permission)).toBe(expected ? null : '/deny');
  });
});

describe('createPermissionChecker', () => {
  it('reads the current user and page on every check and fits the event runner', () => {
    let current = user;
    const sets = [entry('Available', ['export']), entry('Visible', ['edit'])];
    const checker = createPermissionChecker({
      getUser: () => current,
      getPermissionSets: () => sets,
    });
    expect(
      checker.canRunOperation({
        controlId: 'c1',
        controlTypeName: 'CardList',
        operationId: 'export',
      }),
    ).toBe(false);
    expect(checker.isControlVisible({ id: 'c1', typeName: 'CardList' })).toBe(true); // user's own operations by default
    expect(checker.hasNoPermission({ id: 'c1', typeName: 'CardList' }, 'export')).toBe(true);
    current = normalizeUserInfo({
      userId: 'u1',
      operations: [{ operationId: 'export', operationStatus: 1 }],
    });
    expect(checker.canRunOperation({ controlId: 'c1', operationId: 'export' })).toBe(true);
    expect(checker.isControlVisible({ id: 'c1' })).toBe(false);
  });

  it('uses the stored operation settings when given', () => {
    const checker = createPermissionChecker({
      getUser: () => user,
      getPermissionSets: () => [entry('Visible', ['report'])],
      getOperationSettings: () => ['report'],
    });
    expect(checker.isControlVisible({ id: 'c1' })).toBe(true);
    expect(checker.hasNoPermission({ id: 'c1' }, 'report')).toBe(false);
  });
});

describe('the checker wired into the event runner (spec 1 §6 + §4)', () => {
  it('blocks an event whose operation the user lacks, with the info message', async () => {
    const messages: string[] = [];
    const checker = createPermissionChecker({
      getUser: () => user,
      getPermissionSets: () => [entry('Available', ['export'])],
    });
    const runner = createEventRunner({
      clock: createFakeClock(),
      sessionStorage: createMemoryStorage(),
      messages: { info: (text) => messages.push(text), warning: () => {}, error: () => {} },
      canRunOperation: checker.canRunOperation,
    });
    const event = { eventName: 'click', operationId: 'export', actions: [] };
    expect(
      (
        await runner.run({
          controlId: 'c1',
          controlTypeName: 'CardList',
          eventName: 'click',
          event,
        })
      ).status,
    ).toBe('blocked');
    expect(
      (await runner.run({ controlId: 'c1', controlTypeName: 'Button', eventName: 'click', event }))
        .status,
    ).toBe('completed');
    expect(messages).toEqual(['您没有操作权限！']);
  });
});
