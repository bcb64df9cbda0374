import type { WireProcessStatus } from '@tessera/protocol';
import type { CarriedQuery } from '@tessera/widgets';
import {
  createApprovalListModel,
  type ApprovalListSnapshot,
} from '../approval/approvalListModel.js';
import type { ApprovalListType } from '../approval/approvalTexts.js';
import type { ApprovalCalls } from './useApprovalCalls.js';
import { useModel } from './useModel.js';

/** What {@link useApprovalList} answers. */
export interface ApprovalList extends ApprovalListSnapshot {
  refresh: () => Promise<void>;
}

/** One of the four approval lists for React: {@link createApprovalListModel}. */
export function useApprovalList(input: {
  calls: ApprovalCalls;
  type: ApprovalListType;
  processStatus?: WireProcessStatus | '';
  carried?: CarriedQuery;
}): ApprovalList {
  const { calls, type, processStatus } = input;
  const { client, app } = calls;
  const carriedKey = JSON.stringify(input.carried ?? {});
  const [snapshot, model] = useModel(
    () =>
      createApprovalListModel({
        client,
        app,
        type,
        processStatus,
        carried: JSON.parse(carriedKey) as CarriedQuery,
      }),
    [client, app, type, processStatus, carriedKey],
  );
  return { ...snapshot, refresh: model.refresh };
}
