// Cells skip controls that are not shown (spec 1 §4 Visibility): each control's visibility comes
// from useControl(control), asked once per control by a probe that draws nothing.
import { useCallback, useLayoutEffect, useState } from 'react';
import type { Control } from '@tessera/protocol';
import { useControl } from '../controls/useControl.js';

type Report = (id: string, visible: boolean) => void;

function VisibilityProbe({ control, report }: { control: Control; report: Report }) {
  const { visible } = useControl(control);
  // Reported before paint, so a hidden control never flashes and the others never jump.
  useLayoutEffect(() => report(control.id, visible), [control.id, visible, report]);
  useLayoutEffect(() => () => report(control.id, true), [control.id, report]);
  return null;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The ids of the controls whose `useControl(control).visible` is false, and the probes that
 * find them (render `probes` anywhere in the grid; they draw nothing).
 */
export function useHiddenControls(controls: readonly Control[]): {
  hidden: ReadonlySet<string>;
  probes: React.ReactNode;
} {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(NONE);
  const report = useCallback<Report>((id, visible) => {
    setHidden((previous) => {
      if (visible !== previous.has(id)) return previous;
      const next = new Set(previous);
      if (visible) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const probes = controls.map((control) => (
    <VisibilityProbe key={control.id} control={control} report={report} />
  ));
  return { hidden, probes };
}
