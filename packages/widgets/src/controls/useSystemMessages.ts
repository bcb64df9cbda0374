// Headless state of the SystemMessage control. The server has no message call: the signed-in
// user's messages are their pending approvals (the todo list, spec 2 §7.4) — README "Controls".
import { useEffect, useState } from 'react';
import { getMyTodoList } from '@tessera/api';
import type { TodoListItem } from '@tessera/protocol';
import { useRequestClient, useSession, useSettings } from '@tessera/react';

/** What the SystemMessage view draws. */
export interface SystemMessagesState {
  signedIn: boolean;
  loading: boolean;
  /** The newest messages first (at most `limit`). */
  messages: TodoListItem[];
  /** How many there are in all (the badge). */
  total: number;
}

/** Reads the signed-in user's pending approvals; nothing for a visitor. */
export function useSystemMessages(limit: number): SystemMessagesState {
  const client = useRequestClient();
  const settings = useSettings();
  const { status, user } = useSession();
  const signedIn = status === 'authenticated';
  const [state, setState] = useState<{ loading: boolean; messages: TodoListItem[]; total: number }>(
    { loading: signedIn, messages: [], total: 0 },
  );

  useEffect(() => {
    if (!signedIn) {
      setState({ loading: false, messages: [], total: 0 });
      return;
    }
    let current = true;
    setState((before) => ({ ...before, loading: true }));
    getMyTodoList(client, { appId: settings.appId }, { pageNo: 1, pageSize: limit }).then(
      (page) => {
        if (current) setState({ loading: false, messages: page.items, total: page.total });
      },
      () => {
        // The client has reported the failure already; the bell stays empty.
        if (current) setState({ loading: false, messages: [], total: 0 });
      },
    );
    return () => {
      current = false;
    };
  }, [client, settings.appId, signedIn, user.userId, limit]);

  return { signedIn, ...state };
}
