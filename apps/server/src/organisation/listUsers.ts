import { EMPTY_GUID, type PagedList } from '@tessera/protocol';
import { sql } from 'kysely';
import { Type, type Static } from 'typebox';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/envelopeError.js';
import { OptionalText } from '../http/inputSchemas.js';
import { containsPattern, readInteger, MAX_PAGE_SIZE } from '../http/readPaging.js';
import { descendantDepartmentIds } from './departmentTree.js';
import { readFlag, readGuidList, readOptionalText, readQueryGuids } from './orgInput.js';
import { readUserScope } from './securityPolicies.js';
import { readUserSummaries, USER_FLAGS, type UserSummary } from './userSummary.js';

/** Comma-separated ids (`roles=a,b`); the parameter may also be repeated (`roles=a&roles=b`). */
const IdsText = Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())]));

/**
 * The admin user list's query (spec 2 §7.3 "Users: GET admin user list", "User admin: GET paged
 * users with filters"), as the portal sends it. Each value is read by its own rule, which names
 * it when the value is bad. Flags are `true`/`false`; `roles` and `tags` are comma-separated ids
 * (a user matches holding any of them).
 */
export const UserListQuerySchema = Type.Object({
  /** Contained in the user name, nickname, phone or email (case-insensitive); `query` is the same. */
  KeyWord: OptionalText,
  query: OptionalText,
  userId: OptionalText,
  /** The department and every department below it; the all-zero id (the root) is everyone. */
  DepartmentId: OptionalText,
  online: OptionalText,
  isEnable: OptionalText,
  /** Contained in the phone number. */
  phone: OptionalText,
  /** Contained in the email (case-insensitive). */
  email: OptionalText,
  /** The user scope; `type` is the same. */
  userType: OptionalText,
  type: OptionalText,
  roles: IdsText,
  tags: IdsText,
  /** Locked out now. */
  LockoutEnabled: OptionalText,
  /** Default false: the list shows the recycle bin only when asked. */
  isDeleted: OptionalText,
  dormancyed: OptionalText,
  /** `userName`, `nickName`, `phone`, `email`, `created` (default), `lastLoginAt`, `expireTime`. */
  SortField: OptionalText,
  /** `asc`/`ascending`/`ascend` or `desc`/`descending`/`descend` (default for `created`). */
  SortOrder: OptionalText,
  /** 1-based, default 1 (spec 2 §9); `pageIndex` is the same. */
  PageIndex: OptionalText,
  /** 1…1000, default 10 (spec 2 §9); `pageSize` is the same. */
  PageSize: OptionalText,
  pageIndex: OptionalText,
  pageSize: OptionalText,
});
export type UserListQuery = Static<typeof UserListQuerySchema>;

/** spec 2 §9: user lists answer page 1, size 10 by default. */
export const USER_PAGE_SIZE = 10;

const SORT_COLUMNS = {
  userName: 'user_name',
  nickName: 'nick_name',
  phone: 'mobile_phone',
  email: 'email',
  created: 'created',
  lastLoginAt: 'last_login_at',
  expireTime: 'expires_at',
} as const;

function readSortOrder(value: unknown): 'asc' | 'desc' | undefined {
  if (value === undefined || value === '') return undefined;
  const text = String(value).toLowerCase();
  if (text === 'asc' || text === 'ascending' || text === 'ascend') return 'asc';
  if (text === 'desc' || text === 'descending' || text === 'descend') return 'desc';
  throw badRequest('参数 SortOrder 无效：应为 asc 或 desc');
}

/**
 * The admin user list (spec 2 §7.3): filters as {@link UserListQuery}, sorted and paged,
 * answering `{ total, items }` of {@link UserSummary} with the app's departments, roles, tags,
 * post and rank. Bad values answer 40000 naming the parameter; an unknown department 40400.
 */
export async function listUsers(
  db: Db,
  appId: string,
  q: UserListQuery,
): Promise<PagedList<UserSummary>> {
  const pageIndex = readInteger(q.PageIndex ?? q.pageIndex, 'PageIndex', {
    min: 1,
    max: 1_000_000,
    fallback: 1,
  });
  const pageSize = readInteger(q.PageSize ?? q.pageSize, 'PageSize', {
    min: 1,
    max: MAX_PAGE_SIZE,
    fallback: USER_PAGE_SIZE,
  });
  const sortName =
    q.SortField === undefined || q.SortField === '' ? 'created' : String(q.SortField);
  if (!(sortName in SORT_COLUMNS)) {
    throw badRequest(`参数 SortField 无效：应为 ${Object.keys(SORT_COLUMNS).join(' / ')} 之一`);
  }
  const sortColumn = SORT_COLUMNS[sortName as keyof typeof SORT_COLUMNS];
  const order = readSortOrder(q.SortOrder) ?? (sortName === 'created' ? 'desc' : 'asc');
  const keyword = readOptionalText(q.KeyWord ?? q.query, '参数 KeyWord ', 128);
  const userIds = q.userId ? readGuidList([q.userId], '参数 userId') : undefined;
  const phone = readOptionalText(q.phone, '参数 phone ', 32);
  const email = readOptionalText(q.email, '参数 email ', 254);
  const scopeText = q.userType ?? q.type;
  const scope = scopeText === undefined || scopeText === '' ? undefined : readUserScope(scopeText);
  const roles = readQueryGuids(q.roles, 'roles');
  const tags = readQueryGuids(q.tags, 'tags');
  const online = readFlag(q.online, 'online');
  const enabled = readFlag(q.isEnable, 'isEnable');
  const locked = readFlag(q.LockoutEnabled, 'LockoutEnabled');
  const deleted = readFlag(q.isDeleted, 'isDeleted') ?? false;
  const dormant = readFlag(q.dormancyed, 'dormancyed');
  const departmentId = q.DepartmentId
    ? readGuidList([q.DepartmentId], '参数 DepartmentId')[0]
    : undefined;
  const departments =
    departmentId && departmentId !== EMPTY_GUID
      ? await descendantDepartmentIds(db, appId, departmentId)
      : undefined;

  let query = db.selectFrom('users').where('users.deleted', '=', deleted);
  if (keyword) {
    const pattern = containsPattern(keyword);
    query = query.where((eb) =>
      eb.or([
        eb('users.user_name', 'ilike', pattern),
        eb('users.nick_name', 'ilike', pattern),
        eb('users.mobile_phone', 'like', pattern),
        eb('users.email', 'ilike', pattern),
      ]),
    );
  }
  if (userIds) query = query.where('users.id', 'in', userIds);
  if (phone) query = query.where('users.mobile_phone', 'like', containsPattern(phone));
  if (email) query = query.where('users.email', 'ilike', containsPattern(email));
  if (scope) query = query.where('users.user_scope', '=', scope);
  if (enabled !== undefined) query = query.where('users.enabled', '=', enabled);
  if (dormant !== undefined) query = query.where('users.dormant', '=', dormant);
  if (online !== undefined) query = query.where(USER_FLAGS.online, '=', online);
  if (locked !== undefined) query = query.where(USER_FLAGS.lockedOut, '=', locked);
  if (departments) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('user_departments as l')
          .select(sql`1`.as('one'))
          .whereRef('l.user_id', '=', 'users.id')
          .where('l.department_id', 'in', departments),
      ),
    );
  }
  if (roles) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('user_roles as l')
          .select(sql`1`.as('one'))
          .whereRef('l.user_id', '=', 'users.id')
          .where('l.role_id', 'in', roles),
      ),
    );
  }
  if (tags) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('user_tags as l')
          .select(sql`1`.as('one'))
          .whereRef('l.user_id', '=', 'users.id')
          .where('l.tag_id', 'in', tags),
      ),
    );
  }
  const count = await query
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const page = await query
    .select('users.id')
    .orderBy(`users.${sortColumn}`, (ob) =>
      order === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsLast(),
    )
    .orderBy('users.id')
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize)
    .execute();
  return {
    total: Number(count.n),
    items: await readUserSummaries(
      db,
      appId,
      page.map((row) => row.id),
    ),
  };
}

/** Users by an id array (spec 2 §7.3 "POST user list by id array"), in the order given. */
export async function listUsersByIds(db: Db, appId: string, ids: unknown): Promise<UserSummary[]> {
  return readUserSummaries(db, appId, readGuidList(ids, 'ids'));
}
