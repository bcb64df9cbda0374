import { useMemo } from 'react';
import { accountRef, getUserInfo } from '@tessera/api';
import { useRequestClient, useSession, useSettings } from '@tessera/react';
import { readApprovalQuery } from '@tessera/widgets';
import type { ApprovalCalls, ApprovalViewer } from '../approval/approvalViewer.js';
import { useLoad } from './useModel.js';

export type { ApprovalCalls, ApprovalViewer } from '../approval/approvalViewer.js';

/**
 * The client, app and viewer of an approval page. A `token` query parameter is the bearer token
 * of the page's calls (a framed page); otherwise the app's session. With a token and no
 * `userId`, the viewer comes from the user info of that token.
 */
export function useApprovalCalls(query: {
  token?: string;
  userId?: string;
  nickName?: string;
}): ApprovalCalls {
  const base = useRequestClient();
  const settings = useSettings();
  const session = useSession();
  const { token = '', userId = '', nickName = '' } = query;
  const client = useMemo(
    () => (token ? base.withContext({ accessToken: token }) : base),
    [base, token],
  );
  const account = useMemo(() => accountRef(settings), [settings]);
  const app = useMemo(
    () => ({ appId: settings.appId, subAppId: settings.subAppId }),
    [settings.appId, settings.subAppId],
  );
  const signedIn = session.status === 'authenticated';
  const needsFetch = Boolean(token) && !userId && !signedIn;
  const fetched = useLoad<ApprovalViewer | null>(async () => {
    if (!needsFetch) return null;
    const info = await getUserInfo(client, account);
    return { userId: info.userId, nickName: info.nickName || info.userName };
  }, [needsFetch, client, account]).value;

  let viewer: ApprovalViewer | null = null;
  if (userId) {
    viewer = { userId, nickName: nickName || (signedIn ? session.user.nickName : '') };
  } else if (signedIn) {
    viewer = {
      userId: session.user.userId,
      nickName: nickName || session.user.nickName || session.user.userName,
    };
  } else if (needsFetch) {
    viewer = fetched;
  }
  return { client, app, account, viewer, needsSignIn: !token && !signedIn };
}

/** An approval page's query (`readApprovalQuery`) and its calls. */
export function useApprovalPage(search: URLSearchParams) {
  const query = readApprovalQuery(search);
  return { query, calls: useApprovalCalls(query) };
}
