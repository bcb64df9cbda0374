import type { WireProcessStatus } from '@tessera/protocol';
import { useNotificationsChanged, useSession } from '@tessera/react';
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
  // The live 待办 count rides the app's socket, which carries the app session's token: a page
  // framed with another user's token keeps the count it loaded.
  const live = useNotificationsChanged();
  const session = useSession();
  const sessionViews =
    session.status === 'authenticated' && calls.viewer?.userId === session.user.userId;
  const notificationsChanged = sessionViews ? live : undefined;
  const [snapshot, model] = useModel(
    () =>
      createApprovalListModel({
        client,
        app,
        type,
        processStatus,
        carried: JSON.parse(carriedKey) as CarriedQuery,
        ...(notificationsChanged ? { notificationsChanged } : {}),
      }),
    [client, app, type, processStatus, carriedKey, notificationsChanged],
  );
  return { ...snapshot, refresh: model.refresh };
}
