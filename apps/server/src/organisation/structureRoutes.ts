import { ok, ORGANISATION_PATHS as P } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { Db } from '../db/database.js';
import { requireDesignerRead } from '../authorization/operationAccess.js';
import {
  DEPARTMENT_ROOT_NAME,
  listDepartments,
  readDepartment,
  readDepartmentTree,
} from './departmentTree.js';
import {
  addDepartment,
  deleteDepartment,
  sortDepartments,
  updateDepartment,
} from './departments.js';
import { listUsers, UserListQuerySchema, type UserListQuery } from './listUsers.js';
import {
  addNamedItem,
  deleteNamedItem,
  listNamedItems,
  NamedItemQuerySchema,
  setNamedItemEnabled,
  updateNamedItem,
  type NamedItemKind,
  type NamedItemQuery,
} from './namedItems.js';
import { addOperation, deleteOperation, listOperations, updateOperation } from './operations.js';
import { readFlag } from './orgInput.js';
import {
  OBJECT_BODY,
  OptionalText,
  SortedBody,
  type SortedInput,
  type JsonObject,
} from '../http/inputSchemas.js';
import {
  addRole,
  deleteRole,
  listRoles,
  listRolesPaged,
  readRole,
  readRoleTree,
  RolePageQuerySchema,
  setRoleEnabled,
  updateRole,
  type RolePageQuery,
} from './roles.js';
import { adminCall, memberCall, type AppParams } from './routeAccess.js';
import { requireText } from '../http/requestParams.js';

type IdParams = AppParams & { id: string };

/** `show=true` leaves the hidden departments out. */
const ShowQuery = Type.Object({ show: OptionalText });
/** The role to delete, by `?id=` (spec 2 §7.3). */
const RoleIdQuery = Type.Object({ id: OptionalText });
/** A body with a `sort` (departments, roles, posts, ranks, tags); its other members are read by their rules. */
const SORTED_BODY = { schema: { body: SortedBody() } } as const;
/** The sort update: a list of `{ id, sort, parentId? }`, `id` and `parentId` read by their rules. */
const DepartmentSortBody = Type.Array(SortedBody());

/**
 * The department, role, post/rank/tag and operation calls (spec 2 §7.3 "Departments",
 * "Roles", "Tags, jobs, ranks"; spec 1 §6 operations). Every one is an admin call.
 */
export function registerStructureRoutes(app: FastifyInstance, db: Db): void {
  // Departments.
  app.get<{ Params: AppParams; Querystring: Static<typeof ShowQuery> }>(
    P.departmentTree.pattern,
    { schema: { querystring: ShowQuery } },
    async (request) => {
      const { appId } = await adminCall(db, request);
      const show = readFlag(request.query.show, 'show') ?? false;
      return ok(await readDepartmentTree(db, appId, { show }));
    },
  );
  app.get<{ Params: AppParams }>(P.departmentRootName.pattern, async (request) => {
    await adminCall(db, request);
    return ok(DEPARTMENT_ROOT_NAME);
  });
  app.get<{ Params: AppParams; Querystring: Static<typeof ShowQuery> }>(
    P.departments.pattern,
    { schema: { querystring: ShowQuery } },
    async (request) => {
      const { appId } = await adminCall(db, request);
      const show = readFlag(request.query.show, 'show') ?? false;
      return ok(await listDepartments(db, appId, { show }));
    },
  );
  app.get<{ Params: IdParams }>(P.department.pattern, async (request) => {
    const { appId } = await adminCall(db, request);
    return ok(await readDepartment(db, appId, request.params.id));
  });
  app.post<{ Params: AppParams; Body: SortedInput }>(
    P.addDepartment.pattern,
    SORTED_BODY,
    async (request) => {
      const { appId, actor } = await adminCall(db, request);
      return ok(await addDepartment({ db, actor, appId }, request.body));
    },
  );
  app.post<{ Params: IdParams; Body: SortedInput }>(
    P.updateDepartment.pattern,
    SORTED_BODY,
    async (request) => {
      const { appId, actor } = await adminCall(db, request);
      return ok(await updateDepartment({ db, actor, appId }, request.params.id, request.body));
    },
  );
  app.post<{ Params: IdParams }>(P.deleteDepartment.pattern, async (request) => {
    const { appId, actor } = await adminCall(db, request);
    await deleteDepartment({ db, actor, appId }, request.params.id);
    return ok(true);
  });
  app.post<{ Params: AppParams; Body: SortedInput[] }>(
    P.sortDepartments.pattern,
    { schema: { body: DepartmentSortBody } },
    async (request) => {
      const { appId, actor } = await adminCall(db, request);
      await sortDepartments({ db, actor, appId }, request.body);
      return ok(true);
    },
  );
  app.get<{ Params: IdParams; Querystring: UserListQuery }>(
    P.departmentUsers.pattern,
    { schema: { querystring: UserListQuerySchema } },
    async (request) => {
      const { appId } = await adminCall(db, request);
      const department = await readDepartment(db, appId, request.params.id);
      return ok(await listUsers(db, appId, { ...request.query, DepartmentId: department.id }));
    },
  );

  // Roles.
  app.get<{ Params: AppParams }>(P.roleTree.pattern, async (request) => {
    const { appId } = await adminCall(db, request);
    return ok(await readRoleTree(db, appId));
  });
  app.get<{ Params: AppParams }>(P.roles.pattern, async (request) => {
    const { appId } = await adminCall(db, request);
    return ok(await listRoles(db, appId));
  });
  app.get<{ Params: AppParams; Querystring: RolePageQuery }>(
    P.rolePageList.pattern,
    { schema: { querystring: RolePageQuerySchema } },
    async (request) => {
      const { appId } = await adminCall(db, request);
      return ok(await listRolesPaged(db, appId, request.query));
    },
  );
  app.get<{ Params: IdParams }>(P.role.pattern, async (request) => {
    const { appId } = await adminCall(db, request);
    return ok(await readRole(db, appId, request.params.id));
  });
  app.post<{ Params: AppParams; Body: SortedInput }>(
    P.addRole.pattern,
    SORTED_BODY,
    async (request) => {
      const { appId, actor } = await adminCall(db, request);
      return ok(await addRole({ db, actor, appId }, request.body));
    },
  );
  app.post<{ Params: IdParams; Body: SortedInput }>(
    P.updateRole.pattern,
    SORTED_BODY,
    async (request) => {
      const { appId, actor } = await adminCall(db, request);
      return ok(await updateRole({ db, actor, appId }, request.params.id, request.body));
    },
  );
  app.post<{ Params: AppParams; Querystring: Static<typeof RoleIdQuery> }>(
    P.deleteRole.pattern,
    { schema: { querystring: RoleIdQuery } },
    async (request) => {
      const { appId, actor } = await adminCall(db, request);
      await deleteRole({ db, actor, appId }, requireText(request.query.id, 'id'));
      return ok(true);
    },
  );
  for (const [pattern, enabled] of [
    [P.enableRole.pattern, true],
    [P.disableRole.pattern, false],
  ] as const) {
    app.post<{ Params: IdParams }>(pattern, async (request) => {
      const { appId, actor } = await adminCall(db, request);
      return ok(await setRoleEnabled({ db, actor, appId }, request.params.id, enabled));
    });
  }

  // Posts (jobs), ranks and tags: one set of calls per kind.
  const kinds: [NamedItemKind, Record<'list' | 'add' | 'update' | 'del' | 'on' | 'off', string>][] =
    [
      [
        'post',
        {
          list: P.posts.pattern,
          add: P.addPost.pattern,
          update: P.updatePost.pattern,
          del: P.deletePost.pattern,
          on: P.enablePost.pattern,
          off: P.disablePost.pattern,
        },
      ],
      [
        'rank',
        {
          list: P.ranks.pattern,
          add: P.addRank.pattern,
          update: P.updateRank.pattern,
          del: P.deleteRank.pattern,
          on: P.enableRank.pattern,
          off: P.disableRank.pattern,
        },
      ],
      [
        'tag',
        {
          list: P.tags.pattern,
          add: P.addTag.pattern,
          update: P.updateTag.pattern,
          del: P.deleteTag.pattern,
          on: P.enableTag.pattern,
          off: P.disableTag.pattern,
        },
      ],
    ];
  for (const [kind, paths] of kinds) {
    // Reading the list is a member call (the portal's /user-tags, /user-jobs, /user-ranks).
    app.get<{ Params: AppParams; Querystring: NamedItemQuery }>(
      paths.list,
      { schema: { querystring: NamedItemQuerySchema } },
      async (request) => {
        const { appId } = await memberCall(db, request);
        return ok(await listNamedItems(db, kind, appId, request.query));
      },
    );
    app.post<{ Params: AppParams; Body: SortedInput }>(paths.add, SORTED_BODY, async (request) => {
      const { appId, actor } = await adminCall(db, request);
      return ok(await addNamedItem({ db, actor, appId }, kind, request.body));
    });
    app.post<{ Params: IdParams; Body: SortedInput }>(
      paths.update,
      SORTED_BODY,
      async (request) => {
        const { appId, actor } = await adminCall(db, request);
        const body = request.body;
        return ok(await updateNamedItem({ db, actor, appId }, kind, request.params.id, body));
      },
    );
    app.post<{ Params: IdParams }>(paths.del, async (request) => {
      const { appId, actor } = await adminCall(db, request);
      await deleteNamedItem({ db, actor, appId }, kind, request.params.id);
      return ok(true);
    });
    // spec 2 §7.3: "enable and disable by PUT".
    for (const [pattern, enabled] of [
      [paths.on, true],
      [paths.off, false],
    ] as const) {
      app.put<{ Params: IdParams }>(pattern, async (request) => {
        const { appId, actor } = await adminCall(db, request);
        return ok(
          await setNamedItemEnabled({ db, actor, appId }, kind, request.params.id, enabled),
        );
      });
    }
  }

  // Operations.
  app.get<{ Params: AppParams }>(P.operations.pattern, async (request) => {
    // Designers read the list too, read-only ones included (administrators hold every
    // operation): the designer's 权限 and 事件 panels name the operations a control requires.
    await requireDesignerRead(request);
    const appId = (await request.ctx.appId()).toLowerCase();
    return ok(await listOperations(db, appId));
  });
  app.post<{ Params: AppParams; Body: JsonObject }>(
    P.addOperation.pattern,
    OBJECT_BODY,
    async (request) => {
      const { appId, actor } = await adminCall(db, request);
      return ok(await addOperation({ db, actor, appId }, request.body));
    },
  );
  app.post<{ Params: IdParams; Body: JsonObject }>(
    P.updateOperation.pattern,
    OBJECT_BODY,
    async (request) => {
      const { appId, actor } = await adminCall(db, request);
      const body = request.body;
      return ok(await updateOperation({ db, actor, appId }, request.params.id, body));
    },
  );
  app.post<{ Params: IdParams }>(P.deleteOperation.pattern, async (request) => {
    const { appId, actor } = await adminCall(db, request);
    await deleteOperation({ db, actor, appId }, request.params.id);
    return ok(true);
  });
}
