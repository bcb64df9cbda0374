import ExcelJS from 'exceljs';
import { ORGANISATION_PATHS as P, type Envelope, type PagedList } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../__tests__/signIn.js';
import {
  injectSigned,
  startServer,
  TEST_DATABASES,
  type SignedRequest,
} from '../__tests__/testDatabases.js';
import { DEMO } from '../demo.js';
import { DEMO_USERS } from '../demoOrganisation.js';
import { auditTotal, tableSnapshot } from './__tests__/organisationTestSupport.js';

// The security policy and audit calls (issue 27; README "Security policies", "Audit log") over
// HTTP on PGlite and PostgreSQL: refusals change nothing, each policy type's members are checked
// naming the member, every save is in the audit log with before → after, the search filters by
// user, action, result, address and time, the download holds the search, the configuration
// switches an action off, and the visit policy refuses a sign-in from outside its ranges.

const [ADMIN, APPLICANT] = DEMO_USERS as [(typeof DEMO_USERS)[number], (typeof DEMO_USERS)[number]];
const app$ = { appId: DEMO.appId };
const url = (built: string) => (built.startsWith('/') ? built : `/api/${built}`);

interface Entry {
  action: string;
  label: string;
  result: string;
  userName: string | null;
  actorName: string | null;
  ip: string | null;
  detail: Record<string, unknown>;
}

describe.each(TEST_DATABASES)('security policy and audit calls on $name', (database) => {
  let app: FastifyInstance;
  let adminToken: string;
  let applicantToken: string;
  beforeAll(async () => {
    app = await startServer(database);
    adminToken = (await signIn(app, ADMIN)).accessToken;
    applicantToken = (await signIn(app, APPLICANT)).accessToken;
  });
  afterAll(() => app?.close());

  type Request = Omit<SignedRequest, 'headers' | 'anonymous'>;
  const as = (token: string | null) => (request: Request) =>
    token === null
      ? injectSigned(app, { ...request, anonymous: true })
      : injectSigned(app, { ...request, headers: { authorization: `Bearer ${token}` } });
  const call = async <T>(request: Request): Promise<Envelope<T>> => {
    const response = await as(adminToken)(request);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<T>>();
  };
  const save = (policy: Record<string, unknown>, type = 'password') =>
    call<{ id: string; policy: Record<string, unknown> }>({
      method: 'POST',
      url: url(P.saveSecurityPolicy.build(app$)),
      payload: { userScope: 'staff', type, policy },
    });
  const search = (filters: Record<string, unknown>) =>
    call<PagedList<Entry>>({
      method: 'POST',
      url: url(P.auditSearch.build(app$)),
      payload: { pageSize: 100, ...filters },
    });

  it('refuses anonymous callers (401) and members (403), and changes nothing', async () => {
    const db = app.tessera.db;
    const before = [await tableSnapshot(db, 'security_policies'), await auditTotal(db)];
    for (const request of [
      { method: 'GET' as const, url: url(P.securityPolicies.build(app$)) },
      {
        method: 'POST' as const,
        url: url(P.saveSecurityPolicy.build(app$)),
        payload: { userScope: 'staff', type: 'password', policy: { passwordMinLength: 8 } },
      },
      { method: 'GET' as const, url: url(P.auditExport.build(app$)) },
      { method: 'GET' as const, url: url(P.auditConfig.build(app$)) },
      {
        method: 'POST' as const,
        url: url(P.saveAuditConfig.build(app$)),
        payload: { items: [{ action: 'login', recorded: false }] },
      },
    ]) {
      const anonymous = await as(null)(request);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json<Envelope>().rspCd).toBe('30002');
      const member = await as(applicantToken)(request);
      expect(member.statusCode).toBe(403);
      expect(member.json<Envelope>()).toEqual({
        rspCd: '40300',
        rspInf: '您没有访问权限！',
        data: null,
      });
    }
    // The refused sign-in-less calls wrote no audit entry and no policy.
    expect([await tableSnapshot(db, 'security_policies'), await auditTotal(db)]).toEqual(before);
  });

  it('refuses a member out of bounds with 40000 naming it, and changes nothing', async () => {
    const db = app.tessera.db;
    const before = [await tableSnapshot(db, 'security_policies'), await auditTotal(db)];
    for (const [type, policy, message] of [
      [
        'password',
        { passwordMinLength: 12, passwordMaxLength: 8 },
        '密码策略无效：passwordMinLength 不能大于 passwordMaxLength',
      ],
      [
        'password',
        { passwordMaxLength: 200 },
        '密码策略 passwordMaxLength 无效：应为 0 到 128 的整数（0 表示不限）',
      ],
      ['account', { lockoutThreshold: -1 }, '账号策略 lockoutThreshold 无效：应为 0 到 100 的整数'],
      ['account', { lockoutMinutes: 0 }, '账号策略 lockoutMinutes 无效：应为 1 到 10080 的整数'],
      [
        'account',
        { passwordMaxAgeDays: 1.5 },
        '账号策略 passwordMaxAgeDays 无效：应为 0 到 3650 的整数',
      ],
      [
        'visit',
        { allowedTimes: [{ begin: '18:00', end: '08:00' }] },
        '访问策略 allowedTimes 无效：时段 18:00-08:00 的开始应早于结束',
      ],
      [
        'visit',
        { allowedTimes: [{ begin: '8:00', end: '18:00' }] },
        '访问策略 allowedTimes 无效：时段的开始和结束应为 HH:mm',
      ],
      [
        'visit',
        { ipRanges: ['10.0.0.0/33'] },
        '访问策略 ipRanges 无效：10.0.0.0/33 不是 IP 地址或 CIDR 网段',
      ],
      [
        'visit',
        { timeZone: 'Mars/Olympus' },
        '访问策略 timeZone 无效：应为 IANA 时区，例如 Asia/Shanghai',
      ],
    ] as const) {
      expect(await save(policy, type)).toMatchObject({ rspCd: '40000', rspInf: message });
    }
    expect([await tableSnapshot(db, 'security_policies'), await auditTotal(db)]).toEqual(before);
  });

  it('records each save with the policy before and after, found by the search', async () => {
    await save({ passwordMinLength: 8, passwordComplex: ['RequireNumber'] });
    const second = await save({ passwordMinLength: 10, passwordComplex: ['RequireNumber'] });
    expect(second.data!.policy).toEqual({
      passwordMinLength: 10,
      passwordComplex: ['RequireNumber'],
    });
    await save({ lockoutThreshold: 3, lockoutMinutes: 15, passwordMaxAgeDays: 90 }, 'account');
    const found = await search({ action: 'policy_saved', userKeyWord: ADMIN.phone });
    const [latestAccount, latestPassword, firstPassword] = found.data!.items;
    expect(latestAccount!.detail).toMatchObject({
      type: 'account',
      before: null,
      after: { lockoutThreshold: 3, lockoutMinutes: 15, passwordMaxAgeDays: 90 },
    });
    expect(latestPassword).toMatchObject({
      label: '保存安全策略',
      result: 'success',
      actorName: expect.any(String),
      ip: '127.0.0.1',
      detail: {
        userScope: 'staff',
        type: 'password',
        before: { passwordMinLength: 8 },
        after: { passwordMinLength: 10 },
      },
    });
    expect(firstPassword!.detail).toMatchObject({ before: null });
  });

  it('records a user change with the changed members before and after', async () => {
    const updated = await call<{ nickName: string }>({
      method: 'POST',
      url: url(P.updateUser.build({ ...app$, id: APPLICANT.id })),
      payload: { nickName: '张三丰' },
    });
    expect(updated.data!.nickName).toBe('张三丰');
    const found = await search({ action: 'user_updated', userKeyWord: '张三丰' });
    expect(found.data!.items[0]).toMatchObject({
      label: '修改用户',
      userName: '张三丰',
      detail: {
        changes: ['nick_name'],
        before: { nick_name: APPLICANT.nickName },
        after: { nick_name: '张三丰' },
      },
    });
    await call({
      method: 'POST',
      url: url(P.updateUser.build({ ...app$, id: APPLICANT.id })),
      payload: { nickName: APPLICANT.nickName },
    });
  });

  it('filters by result, address and time, and refuses a bad filter naming it', async () => {
    await expect(
      signIn(app, { phone: APPLICANT.phone, password: 'wrong-password1' }),
    ).rejects.toThrow();
    const failures = await search({ result: 'failure', userKeyWord: APPLICANT.phone });
    expect(failures.data!.items.map((e) => [e.action, e.result])).toEqual([
      ['login_failed', 'failure'],
    ]);
    const successes = await search({ result: 'success', action: 'login_failed' });
    expect(successes.data!.total).toBe(0);
    expect((await search({ ip: '127.0.' })).data!.total).toBeGreaterThan(0);
    expect((await search({ ip: '10.' })).data!.total).toBe(0);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await search({ beginTime: future })).data!.total).toBe(0);
    expect(await search({ result: 'maybe' })).toMatchObject({
      rspCd: '40000',
      rspInf: '参数 result 无效：应为 success / failure 之一',
    });
    expect(await search({ beginTime: future, endTime: future })).toMatchObject({
      rspCd: '40000',
      rspInf: '结束时间应晚于开始时间',
    });
  });

  it('downloads the search as .xlsx', async () => {
    const response = await as(adminToken)({
      method: 'GET',
      url: `${url(P.auditExport.build(app$))}?action=policy_saved`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('审计日志')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '时间',
      '操作',
      '结果',
      '用户',
      '操作人',
      'IP',
      '详情',
    ]);
    const found = await search({ action: 'policy_saved' });
    expect(sheet.rowCount - 1).toBe(found.data!.total);
    expect(sheet.getRow(2).getCell(2).value).toBe('保存安全策略');
  });

  it('switches an action off and on; its own changes are always recorded', async () => {
    const off = await call<{ action: string; recorded: boolean }[]>({
      method: 'POST',
      url: url(P.saveAuditConfig.build(app$)),
      payload: { items: [{ action: 'policy_saved', recorded: false }] },
    });
    expect(off.data!.find((e) => e.action === 'policy_saved')!.recorded).toBe(false);
    const before = (await search({ action: 'policy_saved' })).data!.total;
    await save({ passwordMinLength: 9 });
    expect((await search({ action: 'policy_saved' })).data!.total).toBe(before);
    const changes = await search({ action: 'audit_config_changed' });
    expect(changes.data!.items[0]!.detail).toEqual({
      before: { off: [] },
      after: { off: ['policy_saved'] },
    });
    expect(
      await call({
        method: 'POST',
        url: url(P.saveAuditConfig.build(app$)),
        payload: { items: [{ action: 'audit_config_changed', recorded: false }] },
      }),
    ).toMatchObject({ rspCd: '40000', rspInf: '修改审计配置的操作总会记录，不能关闭' });
    await call({
      method: 'POST',
      url: url(P.saveAuditConfig.build(app$)),
      payload: { items: [{ action: 'policy_saved', recorded: true }] },
    });
    await save({ passwordMinLength: 8 });
    expect((await search({ action: 'policy_saved' })).data!.total).toBe(before + 1);
  });

  it('refuses a sign-in from outside the visit policy’s address ranges', async () => {
    const visit = await call<{ id: string }>({
      method: 'POST',
      url: url(P.saveSecurityPolicy.build(app$)),
      payload: { userScope: 'default', type: 'visit', policy: { ipRanges: ['10.0.0.0/8'] } },
    });
    await expect(signIn(app, APPLICANT)).rejects.toThrow(
      'sign-in refused: 当前网络地址不允许登录，请联系管理员',
    );
    await call({
      method: 'POST',
      url: url(P.saveSecurityPolicy.build(app$)),
      payload: { userScope: 'default', type: 'visit', policy: { ipRanges: ['127.0.0.0/8'] } },
    });
    await expect(signIn(app, APPLICANT)).resolves.toMatchObject({
      accessToken: expect.any(String),
    });
    await call({
      method: 'POST',
      url: url(P.deleteSecurityPolicy.build({ ...app$, id: visit.data!.id })),
    });
  });
});
