// What every widget asks of the page about its control: is it shown, and run one of its events
// (spec 1 §4 Event execution, §4 Visibility, §6 Roles and permissions). README "Events and
// permissions" says what each part honours.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { EventDefinition, EventRunResult } from '@tessera/events';
import type { Control } from '@tessera/protocol';
import { useEventRunner, usePermission, useVisibleBinding } from '@tessera/react';

/** spec 1 §4 Visibility: "Visibility is re-checked after 1000 ms." */
export const VISIBILITY_RECHECK_MS = 1000;

/** What {@link useControl} answers. */
export interface ControlRuntime {
  /**
   * Whether the control is drawn (spec 1 §4 Visibility): its visible binding (`bindInfo.visible`:
   * a boolean, a page variable, a cursor field or a condition set) and the Visible permission
   * mode (spec 1 §6); re-checked 1000 ms after mount.
   */
  visible: boolean;
  /** Whether the control has an event named `eventName` (e.g. to show a pointer cursor). */
  hasEvent(eventName: string): boolean;
  /**
   * Runs the control's event `eventName` through the page's event runner with `payload`
   * (a clicked row, a form value). The event carries the 'no permission' flag when the user
   * lacks its operation (spec 1 §6), so it is refused with its message. Resolves `null` when the
   * control has no such event.
   */
  fire(eventName: string, payload?: unknown): Promise<EventRunResult | null>;
}

function eventsOf(control: Control): readonly EventDefinition[] {
  return Array.isArray(control.events) ? (control.events as EventDefinition[]) : [];
}

/** Asks for a fresh visibility check once, `VISIBILITY_RECHECK_MS` after mount. */
function useRecheckRevision(): number {
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    const timer = window.setTimeout(() => setRevision(1), VISIBILITY_RECHECK_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return revision;
}

/**
 * The runtime of one control: visibility and its events. Every widget calls it once; the grid
 * calls it per cell to leave hidden controls out. Its answer keeps its identity while nothing
 * it depends on changes.
 *
 * @example
 * ```tsx
 * const runtime = useControl(control);
 * if (!runtime.visible) return null;
 * <Button onClick={() => runtime.fire(WIDGET_EVENTS.click)}>{label}</Button>
 * ```
 */
export function useControl(control: Control): ControlRuntime {
  const revision = useRecheckRevision();
  const permission = usePermission(control, revision);
  const bound = useVisibleBinding((control.bindInfo as { visible?: unknown } | undefined)?.visible);
  const eventRunner = useEventRunner();
  const events = eventsOf(control);
  const visible = permission.visible && bound;
  const hasEvent = useCallback(
    (eventName: string) => events.some((event) => event.eventName === eventName),
    [events],
  );
  const fire = useCallback(
    async (eventName: string, payload?: unknown) => {
      const event = events.find((candidate) => candidate.eventName === eventName);
      if (!event || !eventRunner) return null;
      // spec 1 §6: "Controls' events carry a 'no permission' flag when the user lacks the
      // operation unless stored operation settings grant it."
      const flagged =
        event.noPermission === true || permission.hasNoPermission(event.operationId)
          ? { ...event, noPermission: true }
          : event;
      return eventRunner.run({
        controlId: control.id,
        eventName,
        event: flagged,
        controlTypeName: control.typeName,
        payload,
      });
    },
    [events, eventRunner, permission, control.id, control.typeName],
  );
  return useMemo(() => ({ visible, hasEvent, fire }), [visible, hasEvent, fire]);
}
