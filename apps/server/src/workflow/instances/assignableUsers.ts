import type { AssigneeCandidate } from '@tessera/protocol';
import { isOpenTask, type InstanceState, type Task } from '@tessera/workflow';
import type { Db } from '../../db/database.js';
import { containsPattern } from '../../http/readPaging.js';
import { displayNameSql } from '../../directory/users.js';

/** The most candidates queryassigneelist answers (narrow with keyWord). */
export const MAX_ASSIGNEE_CANDIDATES = 200;

/**
 * Who a task may be transferred to (queryassigneelist; WF-C7): enabled, not deleted users
 * except the caller and the users holding an open task in the task's step run, filtered by
 * `keyWord` in the name, user name or phone, with their department names; ordered by name.
 * `userIds` narrows the list to those users (the transfer's own check).
 */
export async function assignableUsers(
  db: Db,
  state: InstanceState,
  task: Task,
  filter: { callerId: string; keyWord?: string; userIds?: string[] },
): Promise<AssigneeCandidate[]> {
  const excluded = new Set([
    filter.callerId.toLowerCase(),
    ...state.tasks
      .filter((other) => other.nodeRunId === task.nodeRunId && isOpenTask(other))
      .map((other) => other.assignee.userId.toLowerCase()),
  ]);
  let query = db
    .selectFrom('users')
    .select(['users.id', displayNameSql.as('name')])
    .where('users.enabled', '=', true)
    .where('users.deleted', '=', false)
    .where('users.id', 'not in', [...excluded]);
  if (filter.userIds) {
    if (filter.userIds.length === 0) return [];
    query = query.where('users.id', 'in', filter.userIds);
  }
  if (filter.keyWord) {
    const pattern = containsPattern(filter.keyWord);
    query = query.where((eb) =>
      eb.or([
        eb('users.nick_name', 'ilike', pattern),
        eb('users.user_name', 'ilike', pattern),
        eb('users.mobile_phone', 'like', pattern),
      ]),
    );
  }
  const users = await query
    .orderBy('name')
    .orderBy('users.id')
    .limit(MAX_ASSIGNEE_CANDIDATES)
    .execute();
  const ids = users.map((user) => user.id);
  const departments =
    ids.length === 0
      ? []
      : await db
          .selectFrom('user_departments')
          .innerJoin('departments', 'departments.id', 'user_departments.department_id')
          .select(['user_departments.user_id', 'departments.label'])
          .where('user_departments.user_id', 'in', ids)
          .orderBy('departments.sort')
          .orderBy('departments.label')
          .execute();
  return users.map((user) => ({
    userId: user.id,
    userName: user.name,
    departmentNames: departments.filter((d) => d.user_id === user.id).map((d) => d.label),
  }));
}
