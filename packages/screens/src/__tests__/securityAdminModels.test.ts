import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { DEMO, DEMO_REQUEST_CONTEXT, DEMO_USERS, startTestServer } from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import { createRequestClient, type RequestClient } from '@tessera/request';
import { accountRef, getSettings, type OrganisationRef } from '@tessera/api';
import { createSecurityPolicyModel, policyFormsOf } from '../admin/securityPolicyModel.js';
import { createAuditLogModel, NO_AUDIT_FILTERS } from '../admin/auditLogModel.js';
import { createScheduledTasksModel } from '../admin/scheduledTasksModel.js';
import { until } from './until.js';

// The security policies and audit log screens' models (README "Administration console") in Node
// against the real server on loopback: the administrator checks and saves a policy of a scope,
// resets it, finds the change in the audit log with before → after, downloads the search and
// switches an action off; 张三 is refused.

describe('security policies and audit log models', () => {
  let server: TestServer;
  let org: OrganisationRef;
  const stops: (() => void)[] = [];

  function client(accessToken: string | null): RequestClient {
    return createRequestClient({
      baseUrl: server.url,
      getContext: () => ({ ...DEMO_REQUEST_CONTEXT, appId: DEMO.appId, accessToken }),
      messages: { info: () => {}, warning: () => {}, error: () => {} },
    });
  }
  async function token(key: string): Promise<string> {
    const { phone, password } = DEMO_USERS.find((each) => each.key === key)!;
    return (await server.signIn({ phone, password })).accessToken;
  }

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
    const account = accountRef(await getSettings(client(null), { host: new URL(server.url).host }));
    org = { ...account, appId: DEMO.appId };
  });
  afterAll(async () => {
    for (const stop of stops) stop();
    await server?.close();
  });

  it('checks a form before the call, saves, shows and resets a scope’s policies', async () => {
    const model = createSecurityPolicyModel({ client: client(await token('admin')), org });
    stops.push(model.start());
    await until(model, (s) => s.state === 'ready');
    await model.showScope('contractors');
    expect(model.getSnapshot().saved).toEqual({});

    model.edit('password', { passwordMinLength: '12', passwordMaxLength: '8' });
    expect(await model.save('password')).toBe(false);
    expect(model.getSnapshot().errors.password).toEqual({
      passwordMaxLength: '最短长度不能大于最长长度',
    });
    model.edit('visit', { allowedTimes: '18:00-08:00', ipRanges: '10.0.0.300' });
    expect(await model.save('visit')).toBe(false);
    expect(model.getSnapshot().errors.visit).toEqual({
      allowedTimes: '时段「18:00-08:00」的开始应早于结束',
      ipRanges: '「10.0.0.300」不是 IP 地址或网段',
    });

    model.edit('password', {
      passwordMaxLength: '16',
      passwordComplex: ['RequireNumber', 'RequireUppercase'],
    });
    expect(await model.save('password')).toBe(true);
    model.edit('account', { lockoutThreshold: '3', lockoutMinutes: '15' });
    expect(await model.save('account')).toBe(true);
    const saved = model.getSnapshot();
    expect(saved.scopes).toContain('contractors');
    expect(saved.forms.password).toMatchObject({
      passwordMinLength: '12',
      passwordMaxLength: '16',
      passwordComplex: ['RequireNumber', 'RequireUppercase'],
    });
    expect(saved.forms.account).toMatchObject({ lockoutThreshold: '3', lockoutMinutes: '15' });

    await model.reset('account');
    expect(model.getSnapshot().saved.account).toBeUndefined();
    expect(model.getSnapshot().forms.account).toEqual(policyFormsOf({}).account);
  });

  it('finds the policy change in the audit log, opens it, downloads the search', async () => {
    const model = createAuditLogModel({ client: client(await token('admin')), org });
    stops.push(model.start());
    await until(model, (s) => s.state === 'ready' && s.actions.length > 0);
    expect(model.getSnapshot().actions).toContainEqual({
      action: 'policy_saved',
      label: '保存安全策略',
    });
    await model.search({ ...NO_AUDIT_FILTERS, action: 'policy_saved', result: 'success' });
    const [latest] = model.getSnapshot().entries;
    expect(latest).toMatchObject({
      label: '保存安全策略',
      detail: {
        userScope: 'contractors',
        type: 'account',
        before: null,
        after: { lockoutThreshold: 3, lockoutMinutes: 15 },
      },
    });
    model.open(latest!);
    expect(model.getSnapshot().chosen).toBe(latest);

    const sheet = new ExcelJS.Workbook();
    await sheet.xlsx.load(await (await model.download()).arrayBuffer());
    expect(sheet.getWorksheet('审计日志')!.rowCount - 1).toBe(model.getSnapshot().total);

    await expect(
      model.search({
        ...NO_AUDIT_FILTERS,
        beginTime: '2026-05-02T00:00:00.000Z',
        endTime: '2026-05-01T00:00:00.000Z',
      }),
    ).rejects.toThrow('结束时间应晚于开始时间');

    await model.loadConfig();
    await model.saveConfig({ policy_deleted: false });
    expect(model.getSnapshot().config!.find((e) => e.action === 'policy_deleted')).toMatchObject({
      recorded: false,
    });
    await model.saveConfig({ policy_deleted: true });
  });

  it('lists the scheduled tasks, stops and starts one, and reads its log', async () => {
    const model = createScheduledTasksModel({ client: client(await token('admin')), org });
    stops.push(model.start());
    await until(model, (s) => s.state === 'ready');
    expect(model.getSnapshot().tasks.map((task) => task.name)).toEqual([
      '休眠账号检查',
      '清理过期令牌',
    ]);
    await model.choose('token-purge');
    await model.setRunning('token-purge', false);
    expect(model.getSnapshot().tasks[1]).toMatchObject({ enabled: false });
    const before = model.getSnapshot().runTotal;
    await model.setRunning('token-purge', true);
    const after = model.getSnapshot();
    expect(after.tasks[1]).toMatchObject({ enabled: true, lastResult: 'success' });
    expect(after.runTotal).toBe(before + 1);
    expect(after.runs[0]).toMatchObject({ result: 'success', trigger: 'manual' });
  });

  it('shows 张三 the refusal', async () => {
    const model = createAuditLogModel({ client: client(await token('applicant')), org });
    stops.push(model.start());
    await until(model, (s) => s.state !== 'loading');
    expect(model.getSnapshot()).toMatchObject({ state: 'failed', denied: true });
  });
});
