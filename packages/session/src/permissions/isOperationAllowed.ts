import type { UserInfo } from '../types.js';
import {
  activePermissionSets,
  isAlwaysAllowedControl,
  listedOperations,
} from './controlPermissionSet.js';
import type { ControlPermissionSet } from './controlPermissionSet.js';

/**
 * Whether the user's operations contain an operation with status 1 (spec 1 §6: "status 1 only").
 *
 * @example
 * ```ts
 * hasOperation(user, 'order.delete');
 * ```
 */
export function hasOperation(user: Pick<UserInfo, 'operations'>, operationId: string): boolean {
  return user.operations.some(
    (operation) => operation.operationId === operationId && Number(operation.operationStatus) === 1,
  );
}

/** What {@link isOperationAllowed} checks. */
export interface OperationRequest {
  controlId: string;
  controlTypeName?: string | null;
  operationId: string;
  user: Pick<UserInfo, 'operations'>;
  /** The page's control permission sets. */
  permissionSets: readonly ControlPermissionSet[] | null | undefined;
}

/**
 * The Available mode of spec 1 §6: when the control has a switched-on `Available` entry listing
 * the operation, the operation is blocked unless the user's operations contain it (status 1).
 * Without such an entry, or for an always-allowed control type, it is allowed.
 *
 * @example
 * ```ts
 * isOperationAllowed({
 *   controlId: 'list1', operationId: 'delete', user,
 *   permissionSets: [{ controlId: 'list1', controlMode: 'Available', enablePermission: true,
 *     operationPermissionList: [{ operId: 'delete' }] }],
 * }); // true only when user.operations has { operationId: 'delete', operationStatus: 1 }
 * ```
 */
export function isOperationAllowed(request: OperationRequest): boolean {
  if (isAlwaysAllowedControl(request.controlTypeName)) return true;
  const guarded = activePermissionSets(request.permissionSets, request.controlId, 'Available').some(
    (set) => listedOperations(set).includes(request.operationId),
  );
  return !guarded || hasOperation(request.user, request.operationId);
}

/** What {@link hasNoPermission} checks. */
export interface NoPermissionRequest {
  controlTypeName?: string | null;
  operationId: string | null | undefined;
  user: Pick<UserInfo, 'operations'>;
  /** The user's stored operation settings: operation ids granted beyond the user info. */
  operationSettings: Iterable<string>;
}

/**
 * The 'no permission' flag of a control's event (spec 1 §6: "when the user lacks the operation
 * unless stored operation settings grant it"). Never set for always-allowed control types or
 * events without an operation.
 *
 * @example
 * ```ts
 * event.noPermission = hasNoPermission({ operationId: event.operationId, user, operationSettings });
 * ```
 */
export function hasNoPermission(request: NoPermissionRequest): boolean {
  const operationId = request.operationId?.trim();
  if (!operationId || isAlwaysAllowedControl(request.controlTypeName)) return false;
  if (hasOperation(request.user, operationId)) return false;
  for (const granted of request.operationSettings) if (granted === operationId) return false;
  return true;
}
