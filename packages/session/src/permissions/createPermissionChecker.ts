import type { UserInfo } from '../types.js';
import type { ControlPermissionSet } from './controlPermissionSet.js';
import { isControlVisible } from './isControlVisible.js';
import { hasNoPermission, isOperationAllowed } from './isOperationAllowed.js';

/** Where the checker reads the current user and page (read on every check, so never stale). */
export interface PermissionCheckerOptions {
  getUser(): Pick<UserInfo, 'operations'>;
  /** The current page's `controlPermissionSetList`. */
  getPermissionSets(): readonly ControlPermissionSet[] | null | undefined;
  /**
   * The user's stored operation settings. Default: the user's status-1 operation ids, for apps
   * that keep no separate settings.
   */
  getOperationSettings?(): Iterable<string>;
}

/** A control as the checker sees it. */
export interface PermissionControl {
  id: string;
  typeName?: string | null;
}

/** The permission checks of spec 1 §6 bound to the current user and page. */
export interface PermissionChecker {
  /** Available mode; shaped for the event runner's `canRunOperation` option. */
  canRunOperation(check: {
    controlId: string;
    controlTypeName?: string | null;
    operationId: string;
  }): boolean;
  /** Visible mode. */
  isControlVisible(control: PermissionControl): boolean;
  /** The 'no permission' flag for one of the control's events. */
  hasNoPermission(control: PermissionControl, operationId: string | null | undefined): boolean;
}

/**
 * Binds the pure checks to the session's user and the page's permission sets.
 *
 * @example
 * ```ts
 * const permissions = createPermissionChecker({
 *   getUser: () => session.getSnapshot().user,
 *   getPermissionSets: () => page.controlPermissionSetList,
 * });
 * const runner = createEventRunner({ ..., canRunOperation: permissions.canRunOperation });
 * ```
 */
export function createPermissionChecker(options: PermissionCheckerOptions): PermissionChecker {
  const settings = (): Iterable<string> =>
    options.getOperationSettings?.() ??
    options.getUser().operations.map((operation) => operation.operationId);
  return {
    canRunOperation: (check) =>
      isOperationAllowed({
        ...check,
        user: options.getUser(),
        permissionSets: options.getPermissionSets(),
      }),
    isControlVisible: (control) =>
      isControlVisible({
        controlId: control.id,
        controlTypeName: control.typeName,
        permissionSets: options.getPermissionSets(),
        operationSettings: settings(),
      }),
    hasNoPermission: (control, operationId) =>
      hasNoPermission({
        controlTypeName: control.typeName,
        operationId,
        user: options.getUser(),
        operationSettings: options.getOperationSettings?.() ?? [],
      }),
  };
}
