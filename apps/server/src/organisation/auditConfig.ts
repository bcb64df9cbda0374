import type { Db } from '../db/database.js';
import { badRequest } from '../http/envelopeError.js';
import { AUDIT_ACTIONS, AUDIT_CONFIG_ACTION } from './auditLog.js';
import { readFlag } from './orgInput.js';
import { auditChange, inTransaction, type ChangeActor } from './orgTransaction.js';

/** One action of the audit configuration (spec 2 §7.3 "Audit: GET and POST config"). */
export interface AuditConfigEntry {
  action: string;
  label: string;
  recorded: boolean;
  /** False for the configuration's own changes, which are always recorded. */
  configurable: boolean;
}

/** Every action of {@link AUDIT_ACTIONS} with whether it is recorded now. */
export async function readAuditConfig(db: Db): Promise<AuditConfigEntry[]> {
  const rows = await db.selectFrom('audit_config').select(['action', 'recorded']).execute();
  const off = new Set(rows.filter((row) => !row.recorded).map((row) => row.action));
  return AUDIT_ACTIONS.map(({ action, label }) => ({
    action,
    label,
    recorded: !off.has(action),
    configurable: action !== AUDIT_CONFIG_ACTION,
  }));
}

/**
 * Saves which actions are recorded: `{ items: [{ action, recorded }] }`; actions left out keep
 * their setting. An unknown action, or switching off {@link AUDIT_CONFIG_ACTION}, refuses the
 * whole list (40000). The change is itself recorded, with the switches before and after.
 */
export async function saveAuditConfig(
  db: Db,
  actor: ChangeActor,
  input: { items?: unknown },
): Promise<AuditConfigEntry[]> {
  if (!Array.isArray(input.items) || input.items.length > AUDIT_ACTIONS.length) {
    throw badRequest(`参数 items 无效：应为最多 ${AUDIT_ACTIONS.length} 项的列表`);
  }
  const known = new Set<string>(AUDIT_ACTIONS.map((entry) => entry.action));
  const items = input.items.map((item: unknown) => {
    const { action, recorded } = (item ?? {}) as Record<string, unknown>;
    if (typeof action !== 'string' || !known.has(action)) {
      throw badRequest(`参数 items 无效：没有操作类型 ${String(action)}`);
    }
    const flag = readFlag(recorded, 'recorded');
    if (flag === undefined) throw badRequest('参数 recorded 无效：应为 true 或 false');
    if (action === AUDIT_CONFIG_ACTION && !flag) {
      throw badRequest('修改审计配置的操作总会记录，不能关闭');
    }
    return { action, recorded: flag };
  });
  const before = await readAuditConfig(db);
  await inTransaction(db, async (trx) => {
    for (const item of items) {
      await trx
        .insertInto('audit_config')
        .values(item)
        .onConflict((oc) =>
          oc.column('action').doUpdateSet({ recorded: item.recorded, updated: new Date() }),
        )
        .execute();
    }
    const offOf = (list: { action: string; recorded: boolean }[]) =>
      list.filter((entry) => !entry.recorded).map((entry) => entry.action);
    const after = new Map(before.map((entry) => [entry.action, entry.recorded]));
    for (const item of items) after.set(item.action, item.recorded);
    await auditChange(trx, actor, AUDIT_CONFIG_ACTION, {
      before: { off: offOf(before) },
      after: { off: offOf([...after].map(([action, recorded]) => ({ action, recorded }))) },
    });
  });
  return readAuditConfig(db);
}
