// spec 1 §3 Control slots (name, width, height, smartViewDatas) and spec 1 §2 "A slot renderer
// draws each child unless its visible binding is false (still drawn if open by default)".
import type { Control } from '@tessera/protocol';

/** One slot of a control with the controls it holds. */
export interface ControlSlot {
  name: string;
  width: number | string | null;
  height: number | string | null;
  children: readonly Control[];
}

function isControl(value: unknown): value is Control {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Control).id === 'string' &&
    typeof (value as Control).typeName === 'string'
  );
}

/** The slots of a control (`control.slots`), each with its controls; none when it has none. */
export function slotsOf(control: Control): ControlSlot[] {
  const slots = (control as { slots?: unknown }).slots;
  if (!Array.isArray(slots)) return [];
  return slots
    .filter((slot): slot is Record<string, unknown> => typeof slot === 'object' && slot !== null)
    .map((slot, index) => ({
      name: typeof slot.name === 'string' && slot.name !== '' ? slot.name : `slot${index + 1}`,
      width: typeof slot.width === 'number' || typeof slot.width === 'string' ? slot.width : null,
      height:
        typeof slot.height === 'number' || typeof slot.height === 'string' ? slot.height : null,
      children: Array.isArray(slot.smartViewDatas) ? slot.smartViewDatas.filter(isControl) : [],
    }));
}

/** Whether a control is open by default (`props.defaultOpen`): drawn whatever its binding says. */
export function isOpenByDefault(control: Control): boolean {
  return control.props?.defaultOpen === true;
}

/**
 * Whether the slot renderer draws a child: unless its visibility (binding and permission, as
 * `useControl` answers it) is false — and always when it is open by default.
 */
export function isDrawnInSlot(control: Control, visible: boolean): boolean {
  return visible || isOpenByDefault(control);
}
