// What the small always-allowed controls read from their props and the session (spec 1 §2
// Other, §3 User info), once for both flavours (README "Controls").
import type { Control, TodoListItem } from '@tessera/protocol';
import { LOGIN_PATH } from '@tessera/protocol';
import { approvalDetailHref } from './approvalQuery.js';
import { CONTROL_TEXTS } from './controlTexts.js';

/** The sign-up page when `props.url` names none. */
export const REGISTER_PATH = '/register';

/** How many messages the SystemMessage panel lists (`props.limit`, default 5). */
export const SYSTEM_MESSAGE_LIMIT = 5;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** `/login?returnUrl=` back to the page the control is on (spec 1 §2 /login takes returnUrl). */
export function loginHref(current: string | undefined): string {
  return current && current !== '/'
    ? `${LOGIN_PATH}?returnUrl=${encodeURIComponent(current)}`
    : LOGIN_PATH;
}

/** The Register control: `props.label` (注册) linking to `props.url` (/register). */
export function readRegisterConfig(control: Pick<Control, 'props'>): {
  label: string;
  url: string;
} {
  const props = control.props ?? {};
  return {
    label: text(props.label) || CONTROL_TEXTS.register,
    url: text(props.url) || REGISTER_PATH,
  };
}

/** A panel's title: `props.title`, else `fallback`. */
export function panelTitle(control: Pick<Control, 'props'>, fallback: string): string {
  return text(control.props?.title) || fallback;
}

/** The SystemMessage control's `props.limit` (default 5). */
export function systemMessageLimit(control: Pick<Control, 'props'>): number {
  const limit = control.props?.limit;
  return typeof limit === 'number' && limit > 0 ? Math.floor(limit) : SYSTEM_MESSAGE_LIMIT;
}

/** Where a message (a pending approval) opens: its todo detail page. */
export function systemMessageHref(message: TodoListItem): string {
  return approvalDetailHref({
    id: message.workflowInstanceId,
    taskId: message.taskId,
    type: 'todo',
  });
}

/** spec 1 §3 User info: only operations of status 1 are kept. */
export function activeOperations<T extends { operationStatus: number }>(
  operations: readonly T[],
): T[] {
  return operations.filter((operation) => operation.operationStatus === 1);
}

/** The page address the Login control returns to (the navigation port's, else the window's). */
export function currentAddress(currentPath: (() => string) | undefined): string | undefined {
  return (
    currentPath?.() ??
    (typeof window === 'undefined' ? undefined : window.location.pathname + window.location.search)
  );
}
