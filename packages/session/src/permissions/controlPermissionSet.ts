/**
 * spec 1 §3 Control permission set: `controlId`, `controlMode`, `enablePermission`,
 * `operationPermissionList` (`operId`), and the always-allowed control types of spec 1 §6.
 */

/** `Available`: the operation is blocked without permission; `Visible`: the control is hidden. */
export type ControlMode = 'Available' | 'Visible';

/** One permission entry of a page (spec 1 §3 Page `controlPermissionSetList`). */
export interface ControlPermissionSet {
  controlId: string;
  controlMode: ControlMode | (string & {});
  /** An entry with `enablePermission: false` is switched off and ignored. */
  enablePermission?: boolean;
  operationPermissionList?: readonly { operId: string }[] | null;
}

/**
 * spec 1 §6: "Button, login, register, system message, table, nav and permission-list controls
 * are always allowed." The exact typeNames are this package's decision, in the PascalCase the
 * widget registry uses (`List`, `CardList`, …); the check ignores case, so stored designs written
 * `button` or `BUTTON` match too.
 */
export const ALWAYS_ALLOWED_CONTROL_TYPES = [
  'Button',
  'Login',
  'Register',
  'SystemMessage',
  'Table',
  'Nav',
  'PermissionList',
] as const;

const ALWAYS_ALLOWED = new Set(
  ALWAYS_ALLOWED_CONTROL_TYPES.map((typeName) => typeName.toLowerCase()),
);

/**
 * Whether a control type is exempt from permission checks (spec 1 §6).
 *
 * @example
 * ```ts
 * isAlwaysAllowedControl('Button'); // true
 * isAlwaysAllowedControl('CardList'); // false
 * ```
 */
export function isAlwaysAllowedControl(typeName: string | null | undefined): boolean {
  return typeof typeName === 'string' && ALWAYS_ALLOWED.has(typeName.trim().toLowerCase());
}

/** The switched-on entries of one control in one mode. */
export function activePermissionSets(
  sets: readonly ControlPermissionSet[] | null | undefined,
  controlId: string,
  mode: ControlMode,
): ControlPermissionSet[] {
  return (sets ?? []).filter(
    (set) =>
      set?.controlId === controlId && set.controlMode === mode && set.enablePermission !== false,
  );
}

/** The operation ids an entry lists. */
export function listedOperations(set: ControlPermissionSet): string[] {
  return (set.operationPermissionList ?? [])
    .map((entry) => entry?.operId)
    .filter((operId): operId is string => typeof operId === 'string' && operId !== '');
}
