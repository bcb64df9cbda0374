import { Type, type Static } from 'typebox';
import type { Db } from '../db/database.js';
import { notFound } from '../http/envelopeError.js';
import { requireRolesOf } from './linkedRecords.js';
import { MAX_LIST_IDS, readGuid, readGuidList, readName, readTextList } from './orgInput.js';
import { inTransaction, type OrgChange, type OrgTransaction } from './orgTransaction.js';
import { recordAudit } from '../directory/recordAudit.js';
import type {
  ControlRef,
  GrantControl,
  GrantOperation,
  GrantPage,
  RoleGrantTree,
} from '@tessera/protocol';
import { controlsOf } from '../pageContent/controlResources.js';
import { badRequest } from '../http/envelopeError.js';
import { requireSubAppOf } from './grants.js';
import { readRole } from './roles.js';

/*
 * A role's grants in one sub-app as one tree (spec 2 §6 "a role gets pages and operations",
 * "permission is shown per sub-app, page, type and type id"; §7.3 "Permissions: GET/POST pages,
 * operations, … selected sub-app pages and save"): the sub-app's pages, each with the operations
 * that belong to it, and the app's operations that belong to no page. One save replaces the
 * role's pages of the sub-app, its operations shown in that tree and its control resources of
 * those pages in one transaction. A page's control resources are the controls its switched-on
 * permission sets guard (spec 1 §3 Control permission set; README "Organisation").
 */

// The tree's shapes are the wire's (protocol roleAdminPaths.ts).
export type { ControlRef, GrantControl, GrantOperation, GrantPage, RoleGrantTree };

/** The body of a save: the sub-app and everything ticked in its tree. */
export const RoleGrantsBody = Type.Object(
  {
    subAppId: Type.String({ minLength: 1 }),
    pageIds: Type.Array(Type.String()),
    operationIds: Type.Array(Type.String()),
    /** The ticked control resources; left out: none. */
    controls: Type.Optional(
      Type.Array(
        Type.Object(
          { pageId: Type.String(), controlId: Type.String() },
          { additionalProperties: false },
        ),
      ),
    ),
  },
  { additionalProperties: false },
);
export type RoleGrantsInput = Static<typeof RoleGrantsBody>;

/** The query of the tree: the sub-app. */
export const RoleGrantsQuery = Type.Object({ subAppId: Type.String({ minLength: 1 }) });

/** The pages and operations a role's tree of a sub-app shows. */
async function treeOf(db: Db | OrgTransaction, appId: string, subAppId: string) {
  const pages = await db
    .selectFrom('pages')
    .select([
      'page_id',
      'title',
      'name',
      'url',
      'page_type',
      'page_data',
      'control_permission_set_list',
    ])
    .where('sub_app_id', '=', subAppId)
    .orderBy('page_type')
    .orderBy('title')
    .orderBy('page_id')
    .execute();
  const pageIds = pages.map((page) => page.page_id);
  const operations = await db
    .selectFrom('operations')
    .select(['id', 'name', 'page_id'])
    .where('app_id', '=', appId)
    .where((eb) =>
      pageIds.length > 0
        ? eb.or([eb('page_id', 'is', null), eb('page_id', 'in', pageIds)])
        : eb('page_id', 'is', null),
    )
    .orderBy('id')
    .execute();
  return { pages, operations };
}

/** The role's control resources among those pages, by page then control. */
async function readRoleControls(
  db: Db | OrgTransaction,
  roleId: string,
  pageIds: string[],
): Promise<ControlRef[]> {
  if (pageIds.length === 0) return [];
  const rows = await db
    .selectFrom('role_controls')
    .select(['page_id', 'control_id'])
    .where('role_id', '=', roleId)
    .where('page_id', 'in', pageIds)
    .orderBy('page_id')
    .orderBy('control_id')
    .execute();
  return rows.map((row) => ({ pageId: row.page_id, controlId: row.control_id }));
}

/** The role's grant tree of the sub-app (40400 for an unknown role or sub-app). */
export async function readRoleGrantTree(
  db: Db,
  appId: string,
  roleId: string,
  subAppIdInput: string,
): Promise<RoleGrantTree> {
  const role = await readRole(db, appId, roleId);
  const subAppId = await requireSubAppOf(db, appId, subAppIdInput);
  const subApp = await db
    .selectFrom('sub_apps')
    .select('name')
    .where('sub_app_id', '=', subAppId)
    .executeTakeFirstOrThrow();
  const { pages, operations } = await treeOf(db, appId, subAppId);
  const granted = await db
    .selectFrom('role_pages')
    .select('page_id')
    .where('role_id', '=', role.id)
    .where('sub_app_id', '=', subAppId)
    .orderBy('page_id')
    .execute();
  const held = new Set(
    (
      await db
        .selectFrom('role_operations')
        .select('operation_id')
        .where('role_id', '=', role.id)
        .execute()
    ).map((row) => row.operation_id),
  );
  const toOperation = (row: { id: string; name: string }) => ({
    operationId: row.id,
    name: row.name,
  });
  return {
    subAppId,
    subAppName: subApp.name,
    pages: pages.map((page) => ({
      pageId: page.page_id,
      title: page.title,
      name: page.name,
      url: page.url,
      pageType: page.page_type,
      operations: operations.filter((o) => o.page_id === page.page_id).map(toOperation),
      controls: controlsOf(page.page_data, page.control_permission_set_list),
    })),
    appOperations: operations.filter((o) => o.page_id === null).map(toOperation),
    pageIds: granted.map((row) => row.page_id),
    operationIds: operations.filter((o) => held.has(o.id)).map((o) => o.id),
    controls: await readRoleControls(
      db,
      role.id,
      pages.map((page) => page.page_id),
    ),
  };
}

/**
 * Replaces the role's pages of the sub-app and its operations of that sub-app's tree with the
 * ticked ones, in one transaction with one `grant` audit entry (before → after). Every id must
 * be in the tree (40400 naming the first that is not); operations of other sub-apps' pages stay.
 * Answers the tree.
 */
export async function setRoleGrants(
  { db, actor, appId }: OrgChange,
  roleId: string,
  input: RoleGrantsInput,
): Promise<RoleGrantTree> {
  const role = await readRole(db, appId, roleId);
  const subAppId = await requireSubAppOf(db, appId, input.subAppId);
  const pageIds = readGuidList(input.pageIds, '页面 pageIds');
  const operationIds = readTextList(input.operationIds, '操作 operationIds', 128);
  const controls = readControls(input.controls ?? []);
  await inTransaction(db, async (trx) => {
    await requireRolesOf(trx, appId, [role.id]);
    const { pages, operations } = await treeOf(trx, appId, subAppId);
    const pageSet = new Set(pages.map((page) => page.page_id));
    const missingPage = pageIds.find((id) => !pageSet.has(id));
    if (missingPage) throw notFound(`子应用 ${subAppId} 下不存在页面 ${missingPage}`);
    const treeOperations = operations.map((o) => o.id);
    const missingOperation = operationIds.find((id) => !treeOperations.includes(id));
    if (missingOperation) throw notFound(`操作 ${missingOperation} 不存在`);
    const pageControls = new Map(
      pages.map((page) => [
        page.page_id,
        new Set(
          controlsOf(page.page_data, page.control_permission_set_list).map((c) => c.controlId),
        ),
      ]),
    );
    for (const control of controls) {
      if (!pageControls.get(control.pageId)?.has(control.controlId)) {
        throw notFound(`页面 ${control.pageId} 下不存在受控控件 ${control.controlId}`);
      }
      if (!pageIds.includes(control.pageId)) {
        throw badRequest(
          `参数 controls 无效：控件 ${control.controlId} 所在的页面 ${control.pageId} 未勾选`,
        );
      }
    }
    const beforeControls = await readRoleControls(trx, role.id, [...pageControls.keys()]);

    const before = await trx
      .selectFrom('role_pages')
      .select('page_id')
      .where('role_id', '=', role.id)
      .where('sub_app_id', '=', subAppId)
      .execute();
    const beforeOperations =
      treeOperations.length === 0
        ? []
        : await trx
            .selectFrom('role_operations')
            .select('operation_id')
            .where('role_id', '=', role.id)
            .where('operation_id', 'in', treeOperations)
            .execute();
    await trx
      .deleteFrom('role_pages')
      .where('role_id', '=', role.id)
      .where('sub_app_id', '=', subAppId)
      .execute();
    if (pageIds.length > 0) {
      await trx
        .insertInto('role_pages')
        .values(pageIds.map((id) => ({ role_id: role.id, sub_app_id: subAppId, page_id: id })))
        .execute();
    }
    if (treeOperations.length > 0) {
      await trx
        .deleteFrom('role_operations')
        .where('role_id', '=', role.id)
        .where('operation_id', 'in', treeOperations)
        .execute();
    }
    if (operationIds.length > 0) {
      await trx
        .insertInto('role_operations')
        .values(operationIds.map((id) => ({ role_id: role.id, operation_id: id })))
        .execute();
    }
    if (pageControls.size > 0) {
      await trx
        .deleteFrom('role_controls')
        .where('role_id', '=', role.id)
        .where('page_id', 'in', [...pageControls.keys()])
        .execute();
    }
    if (controls.length > 0) {
      await trx
        .insertInto('role_controls')
        .values(
          controls.map((c) => ({ role_id: role.id, page_id: c.pageId, control_id: c.controlId })),
        )
        .execute();
    }
    await recordAudit(trx, {
      action: 'grant',
      userId: null,
      actorId: actor.actorId,
      ip: actor.ip ?? null,
      detail: {
        grant: 'roleGrants',
        appId,
        roleId: role.id,
        subAppId,
        before: {
          pageIds: before.map((row) => row.page_id).sort(),
          operationIds: beforeOperations.map((row) => row.operation_id).sort(),
          controls: beforeControls,
        },
        after: {
          pageIds: [...pageIds].sort(),
          operationIds: [...operationIds].sort(),
          controls: [...controls].sort(
            (a, b) => a.pageId.localeCompare(b.pageId) || a.controlId.localeCompare(b.controlId),
          ),
        },
      },
    });
  });
  return readRoleGrantTree(db, appId, role.id, subAppId);
}

/** The ticked controls, each once: page ids GUIDs, control ids 1…128 characters (40000). */
function readControls(input: readonly { pageId: string; controlId: string }[]): ControlRef[] {
  if (input.length > MAX_LIST_IDS) throw badRequest(`控件 controls 最多 ${MAX_LIST_IDS} 项`);
  const seen = new Map<string, ControlRef>();
  for (const entry of input) {
    const pageId = readGuid(entry.pageId, '控件 controls.pageId');
    const controlId = readName(entry.controlId, '控件 controls.controlId', 128);
    seen.set(`${pageId}/${controlId}`, { pageId, controlId });
  }
  return [...seen.values()];
}
