import { useMemo } from 'react';
import { createPermissionChecker } from '@tessera/session';
import type { PermissionControl } from '@tessera/session';
import { useTessera } from './TesseraContext.js';
import { useSession } from './useSession.js';

/** What {@link usePermission} answers for one control. */
export interface ControlPermission {
  /** Visible mode of spec 1 §6: false hides the control. */
  visible: boolean;
  /** Available mode of spec 1 §6: whether the user may perform `operationId` on the control. */
  canRun(operationId: string): boolean;
  /** The 'no permission' flag of one of the control's events. */
  hasNoPermission(operationId: string | null | undefined): boolean;
}

const NO_SETS: readonly never[] = [];

/**
 * The permission checks of spec 1 §6 for one control, over the signed-in user and the page's
 * permission sets; re-rendered when the user changes. A new `revision` checks again (spec 1 §4:
 * visibility is re-checked after 1000 ms; `useControl` does it).
 *
 * @example
 * ```tsx
 * const permission = usePermission(control);
 * if (!permission.visible) return null;
 * ```
 */
export function usePermission(control: PermissionControl, revision = 0): ControlPermission {
  const { user } = useSession();
  const permissionSets = useTessera().permissionSets ?? NO_SETS;
  const { id, typeName } = control;
  return useMemo(() => {
    const checker = createPermissionChecker({
      getUser: () => user,
      getPermissionSets: () => permissionSets,
    });
    const self = { id, typeName };
    return {
      visible: checker.isControlVisible(self),
      canRun: (operationId) =>
        checker.canRunOperation({ controlId: id, controlTypeName: typeName, operationId }),
      hasNoPermission: (operationId) => checker.hasNoPermission(self, operationId),
    };
    // `revision` only asks for a fresh check.
  }, [user, permissionSets, id, typeName, revision]);
}
