import {
  activePermissionSets,
  isAlwaysAllowedControl,
  listedOperations,
} from './controlPermissionSet.js';
import type { ControlPermissionSet } from './controlPermissionSet.js';

/** What {@link isControlVisible} checks. */
export interface VisibilityRequest {
  controlId: string;
  controlTypeName?: string | null;
  /** The page's control permission sets. */
  permissionSets: readonly ControlPermissionSet[] | null | undefined;
  /** The user's stored operation settings: the operation ids the user may use. */
  operationSettings: Iterable<string>;
}

/**
 * The Visible mode of spec 1 §6: "A control is hidden when a Visible permission entry lists the
 * operation and the user's stored operation settings lack it." Every operation a switched-on
 * `Visible` entry lists must be granted; one missing hides the control. Always-allowed control
 * types are always visible.
 *
 * @example
 * ```ts
 * isControlVisible({ controlId: 'c1', permissionSets, operationSettings: ['report.view'] });
 * ```
 */
export function isControlVisible(request: VisibilityRequest): boolean {
  if (isAlwaysAllowedControl(request.controlTypeName)) return true;
  const entries = activePermissionSets(request.permissionSets, request.controlId, 'Visible');
  if (entries.length === 0) return true;
  const granted = new Set(request.operationSettings);
  return entries.every((set) => listedOperations(set).every((operId) => granted.has(operId)));
}
