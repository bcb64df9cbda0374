import type { PasswordPolicy } from '@tessera/validation';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { toJson } from '../db/database.js';
import {
  DEFAULT_PASSWORD_POLICY,
  enforcePasswordPolicy,
  readPasswordPolicy,
} from './passwordPolicies.js';

describe('enforcePasswordPolicy', () => {
  it.each([
    ['', '请输入密码'],
    ['密码abc123', '密码禁止包含中文及中文字符'],
    ['abc123，', '密码禁止包含中文及中文字符'],
    ['ab1', '密码长度限制为6到20位'],
    ['a1'.repeat(10) + 'b', '密码长度限制为6到20位'],
    ['abcdefg', '密码必须包含数字、小写字母'],
    ['ABC123', '密码必须包含数字、小写字母'],
    ['abc123', null],
    ['Tessera@2026', null],
  ])('the default policy answers %j with %s', (password, message) => {
    expect(enforcePasswordPolicy(DEFAULT_PASSWORD_POLICY, password)).toBe(message);
  });

  it.each<[PasswordPolicy, string, string | null]>([
    [{ passwordMinLength: 8, passwordMaxLength: 8 }, 'abcdefg', '密码长度限制为8位'],
    [
      { passwordComplex: ['RequireUppercase', 'RequireUniqueChars'] },
      'ABCdef',
      '密码必须包含大写字母、特殊字符',
    ],
    [{ passwordComplex: ['RequireUppercase', 'RequireUniqueChars'] }, 'ABC!', null],
  ])('a configured policy %j answers %j with %s', (policy, password, message) => {
    expect(enforcePasswordPolicy(policy, password)).toBe(message);
  });
});

describe.each(TEST_DATABASES)('readPasswordPolicy on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await startServer(database, { seed: false });
    const policies = [
      {
        user_scope: 'staff',
        type: 'password' as const,
        policy: toJson({
          passwordMinLength: 10,
          passwordMaxLength: 32,
          passwordComplex: ['RequireUppercase', 'Unknown', 'requirenumber'],
          imageCodeEnable: true,
          loginFailCountShowImageCode: 0,
          subAppIdList: ['a', 7],
        }),
      },
      {
        user_scope: 'broken',
        type: 'password' as const,
        policy: toJson({ passwordMinLength: '8', imageCodeEnable: 'yes', passwordComplex: 'x' }),
      },
      { user_scope: 'visitors', type: 'account' as const, policy: toJson({ x: 1 }) },
    ];
    await app.tessera.db.insertInto('security_policies').values(policies).execute();
  });
  afterAll(() => app?.close());

  it('answers the default for a scope without a password policy', async () => {
    expect(await readPasswordPolicy(app.tessera.db, 'nobody')).toEqual(DEFAULT_PASSWORD_POLICY);
    expect(await readPasswordPolicy(app.tessera.db, 'visitors')).toEqual(DEFAULT_PASSWORD_POLICY);
  });

  it("answers the scope's policy, known complexity switches only", async () => {
    expect(await readPasswordPolicy(app.tessera.db, 'staff')).toEqual({
      passwordMinLength: 10,
      passwordMaxLength: 32,
      passwordComplex: ['RequireNumber', 'RequireUppercase'],
      imageCodeEnable: true,
      loginFailCountShowImageCode: 0,
      subAppIdList: ['a'],
      passwordHistoryCount: 0,
    });
  });

  it('keeps the default for stored fields of the wrong type', async () => {
    expect(await readPasswordPolicy(app.tessera.db, 'broken')).toEqual(DEFAULT_PASSWORD_POLICY);
  });
});
