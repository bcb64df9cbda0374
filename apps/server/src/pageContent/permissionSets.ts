import type { ControlPermissionSet } from '@tessera/protocol';
import { badRequest } from '../http/envelopeError.js';

/**
 * Where a page's control permission sets (spec 1 §6) live: the designer keeps them in the page's
 * content (`pageData.controlPermissionSetList`), so they are versioned and published with the
 * controls they guard; a page whose content has none uses the page's own column (the seeded
 * pages). README "Control permission sets".
 */
export function permissionSetsOf(pageData: unknown, column: unknown): ControlPermissionSet[] {
  const own = (pageData as { controlPermissionSetList?: unknown } | null)?.controlPermissionSetList;
  if (Array.isArray(own)) return own as ControlPermissionSet[];
  return Array.isArray(column) ? (column as ControlPermissionSet[]) : [];
}

const MODES = new Set(['Visible', 'Available']);

/** Checks the permission sets a SavePage body carries in its content (40000 naming the entry). */
export function checkPermissionSets(value: unknown): void {
  if (value === undefined) return;
  if (!Array.isArray(value)) {
    throw badRequest('参数 data 无效：controlPermissionSetList 应为数组');
  }
  value.forEach((entry: unknown, index) => {
    const set = entry as Partial<ControlPermissionSet> | null;
    const ok =
      typeof set === 'object' &&
      set !== null &&
      typeof set.controlId === 'string' &&
      typeof set.controlMode === 'string' &&
      MODES.has(set.controlMode) &&
      typeof set.enablePermission === 'boolean' &&
      Array.isArray(set.operationPermissionList) &&
      set.operationPermissionList.every((o) => typeof o?.operId === 'string');
    if (!ok) {
      throw badRequest(
        `参数 data 无效：第 ${index + 1} 个控件权限应含 controlId、controlMode（Visible 或 Available）、enablePermission 和 operationPermissionList`,
      );
    }
  });
}
