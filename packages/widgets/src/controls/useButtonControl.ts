// Headless state of the Button control (spec 1 §2 Other, §6 always allowed): its props and its
// `click` chain, busy while the chain runs so a second tap cannot start it again.
import { useCallback, useState } from 'react';
import type { Control } from '@tessera/protocol';
import { useEvent } from '@tessera/react';
import { readButtonConfig, type ButtonConfig } from './buttonConfig.js';
import { useControl } from './useControl.js';
import { WIDGET_EVENTS } from './widgetEvents.js';

/** What {@link useButtonControl} answers. */
export interface ButtonControlState {
  visible: boolean;
  config: ButtonConfig;
  /** The click chain runs (the runner's `running`, or the fire promise not settled yet). */
  busy: boolean;
  click(): void;
}

/** A Button control's config, visibility and click (fires `click` through the page's runner). */
export function useButtonControl(control: Control): ButtonControlState {
  const runtime = useControl(control);
  const { running } = useEvent(control.id, WIDGET_EVENTS.click, control.typeName);
  const [pending, setPending] = useState(false);
  const { fire } = runtime;
  const click = useCallback(() => {
    setPending(true);
    void fire(WIDGET_EVENTS.click).finally(() => setPending(false));
  }, [fire]);
  return {
    visible: runtime.visible,
    config: readButtonConfig(control),
    busy: running || pending,
    click,
  };
}
