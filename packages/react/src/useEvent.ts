import { useCallback, useSyncExternalStore } from 'react';
import type { EventRunResult } from '@tessera/events';
import { required, useTessera } from './TesseraContext.js';

/** What {@link useEvent} answers. */
export interface EventBinding {
  /** Runs the event with a payload (a clicked row, a form value); never rejects. */
  run(payload?: unknown): Promise<EventRunResult>;
  /** True while the event's chain runs (the event marker of spec 1 §4), e.g. to disable a button. */
  running: boolean;
}

const noSubscription = () => () => undefined;

/**
 * Binds one event of a control to the page's event runner (spec 1 §4 Event execution). The
 * caller re-renders only when this event starts or stops running.
 *
 * @param controlId - The control holding the event.
 * @param eventName - The event's name (e.g. `onClick`).
 * @param controlTypeName - The control's typeName, for the operation permission check.
 * @throws {Error} on `run` outside a provider holding `eventRunner`.
 * @example
 * ```tsx
 * const click = useEvent(control.id, 'onClick', control.typeName);
 * <Button disabled={click.running} onClick={() => click.run()}>提交</Button>
 * ```
 */
export function useEvent(
  controlId: string,
  eventName: string,
  controlTypeName?: string,
): EventBinding {
  const context = useTessera();
  const runner = context.eventRunner;
  const running = useSyncExternalStore(
    runner?.subscribe ?? noSubscription,
    () =>
      runner
        ?.getSnapshot()
        .running.some((event) => event.controlId === controlId && event.eventName === eventName) ??
      false,
  );
  const run = useCallback(
    (payload?: unknown) =>
      required(context, 'eventRunner', 'useEvent').run({
        controlId,
        eventName,
        controlTypeName,
        payload,
      }),
    [context, controlId, eventName, controlTypeName],
  );
  return { run, running };
}
