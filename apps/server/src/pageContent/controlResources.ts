import type { GrantControl } from '@tessera/protocol';
import { permissionSetsOf } from './permissionSets.js';

/*
 * A page's control resources (spec 2 §7.3 "Permissions: … control resources"; spec 1 §3
 * Control permission set): the controls its switched-on permission sets guard. Roles are granted
 * them in the grant tree (organisation/roleGrantTree.ts); a grant lets the role's users use the
 * operations the control's sets list on that page (authorization/operationAccess.ts). A resource
 * is the wire's `GrantControl` (protocol roleAdminPaths.ts): the grant tree sends it as it is.
 */

/**
 * A control resource's name: the control's title (its `props.title`), else its type, else its id,
 * found in the page's controls (and slots).
 */
function controlName(pageData: unknown, controlId: string): string {
  const seen: unknown[] = [(pageData as { controls?: unknown } | null)?.controls];
  while (seen.length > 0) {
    const next = seen.pop();
    if (!Array.isArray(next)) continue;
    for (const control of next as Record<string, unknown>[]) {
      if (control?.id === controlId) {
        const title = (control.props as { title?: unknown } | undefined)?.title;
        if (typeof title === 'string' && title.trim()) return title.trim();
        return typeof control.typeName === 'string' ? control.typeName : controlId;
      }
      for (const slot of (control?.slots as { smartViewDatas?: unknown }[] | undefined) ?? []) {
        seen.push(slot?.smartViewDatas);
      }
    }
  }
  return controlId;
}

/** The control resources of a page: each control its switched-on permission sets guard. */
export function controlsOf(pageData: unknown, column: unknown): GrantControl[] {
  const byId = new Map<string, GrantControl>();
  for (const set of permissionSetsOf(pageData, column)) {
    if (set.enablePermission === false || typeof set.controlId !== 'string') continue;
    const control = byId.get(set.controlId) ?? {
      controlId: set.controlId,
      name: controlName(pageData, set.controlId),
      modes: [],
      operationIds: [],
    };
    if (!control.modes.includes(set.controlMode)) control.modes.push(set.controlMode);
    for (const { operId } of set.operationPermissionList ?? []) {
      if (typeof operId === 'string' && operId && !control.operationIds.includes(operId)) {
        control.operationIds.push(operId);
      }
    }
    byId.set(set.controlId, control);
  }
  return [...byId.values()];
}
