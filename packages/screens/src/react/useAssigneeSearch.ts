import type { AssigneeCandidate } from '@tessera/protocol';
import { createAssigneeSearchModel } from '../approval/assigneeSearchModel.js';
import { useModel } from './useModel.js';

/** A user picker's search for React ({@link createAssigneeSearchModel}), one per opening. */
export function useAssigneeSearch(
  search: (keyWord?: string) => Promise<AssigneeCandidate[]>,
  delay: (keyWord: string) => number,
) {
  // One search per opening: the detail's `searchAssignees` is the model's and stays the same.
  return useModel(() => createAssigneeSearchModel({ search, delay }), []);
}
