import type { AccountRef, WorkflowAppRef } from '@tessera/api';
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
