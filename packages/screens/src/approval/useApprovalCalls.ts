import { useEffect, useMemo, useState } from 'react';
import { accountRef, getUserInfo, type AccountRef, type WorkflowAppRef } from '@tessera/api';
import { useRequestClient, useSession, useSettings } from '@tessera/react';
import type { RequestClient } from '@tessera/request';

/** Who is looking at an approval page. */
export interface ApprovalViewer {
  userId: string;
  nickName: string;
}

/** What every approval page's calls take (spec 2 §2.12 "may receive token in the query"). */
export interface ApprovalCalls {
  /** The provider's client; with a `token` in the query, one whose calls carry it as bearer. */
  client: RequestClient;
  app: WorkflowAppRef;
  account: AccountRef;
  /** The viewer: the query's userId/nickName, else the signed-in user; `null` while unknown. */
  viewer: ApprovalViewer | null;
  /** Neither a token nor a session: the page sends the visitor to sign in. */
  needsSignIn: boolean;
}

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
  const [fetched, setFetched] = useState<ApprovalViewer | null>(null);
  const needsFetch = Boolean(token) && !userId && !signedIn;
  useEffect(() => {
    if (!needsFetch) return;
    let live = true;
    getUserInfo(client, account).then(
      (info) =>
        live && setFetched({ userId: info.userId, nickName: info.nickName || info.userName }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needsFetch, client, account]);

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
