// What every widget asks of the page about its control: is it shown, and run one of its events
// (spec 1 §4 Event execution, §4 Visibility, §6 Roles and permissions).
import { useCallback, useMemo } from 'react';
import type { EventDefinition, EventRunResult } from '@tessera/events';
import type { Control } from '@tessera/protocol';
import { useEventRunner, usePermission } from '@tessera/react';

/** What {@link useControl} answers. */
export interface ControlRuntime {
  /**
   * Whether the control is drawn (spec 1 §4 Visibility): its visible binding, the Visible
   * permission mode and the 'no permission' flag of its events.
   */
  visible: boolean;
  /** Whether the control has an event named `eventName` (e.g. to show a pointer cursor). */
  hasEvent(eventName: string): boolean;
  /**
   * Runs the control's event `eventName` through the page's event runner with `payload`
   * (a clicked row, a form value). Resolves `null` when the control has no such event.
   */
  fire(eventName: string, payload?: unknown): Promise<EventRunResult | null>;
}

function eventsOf(control: Control): readonly EventDefinition[] {
  return Array.isArray(control.events) ? (control.events as EventDefinition[]) : [];
}

/**
 * The runtime of one control: visibility and its events. Every widget calls it once.
 *
 * @example
 * ```tsx
 * const runtime = useControl(control);
 * <Button onClick={() => runtime.fire(WIDGET_EVENTS.click)}>{label}</Button>
 * ```
 */
export function useControl(control: Control): ControlRuntime {
  const permission = usePermission(control);
  const eventRunner = useEventRunner();
  const events = eventsOf(control);
  const visible = permission.visible && control.bindInfo?.visible !== false;
  const hasEvent = useCallback(
    (eventName: string) => events.some((event) => event.eventName === eventName),
    [events],
  );
  const fire = useCallback(
    async (eventName: string, payload?: unknown) => {
      const event = events.find((candidate) => candidate.eventName === eventName);
      if (!event || !eventRunner) return null;
      return eventRunner.run({
        controlId: control.id,
        eventName,
        event,
        controlTypeName: control.typeName,
        payload,
      });
    },
    [events, eventRunner, control.id, control.typeName],
  );
  return useMemo(() => ({ visible, hasEvent, fire }), [visible, hasEvent, fire]);
}
