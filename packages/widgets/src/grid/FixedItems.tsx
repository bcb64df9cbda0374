// Fixed-position items (spec 1 §3 Control layout position fixed; §9 z-index 1999 / 999999):
// drawn outside the grid flow, in a portal on the body, so they stay put while the page scrolls.
import { useLayoutEffect, useState, type ErrorInfo, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { Control } from '@tessera/protocol';
import type { WidgetRegistry } from '../registry/createWidgetRegistry.js';
import { GridCell } from './GridCell.js';
import type { GridPlan } from './gridPlan.js';
import { fixedItemStyle } from './fixedItemStyle.js';

// A fixed item floats over the page: a soft shadow (MUI elevation 8) sets it apart.
const FLOATING_SHADOW =
  '0 5px 5px -3px rgba(0,0,0,0.2), 0 8px 10px 1px rgba(0,0,0,0.14), 0 3px 14px 2px rgba(0,0,0,0.12)';

/** Props of {@link FixedItems}. */
export interface FixedItemsProps {
  plan: GridPlan;
  rtl: boolean;
  container: RefObject<HTMLElement | null>;
  registry: WidgetRegistry;
  onWidgetError?: (error: unknown, control: Control, info: ErrorInfo) => void;
}

/**
 * Draws the plan's fixed items with `position: fixed`, each carrying the grid's
 * `data-control-id` / `data-type-name` and `data-fixed="true"`.
 */
export function FixedItems({ plan, rtl, container, registry, onWidgetError }: FixedItemsProps) {
  const [origin, setOrigin] = useState<{ left: number; top: number } | null>(null);
  // Measured before paint from the grid container (the DOM is the external system here).
  const anyFixed = plan.fixed.length > 0;
  useLayoutEffect(() => {
    // Measuring forces a layout of the page before it paints: only a page with fixed items pays it.
    if (!anyFixed) return;
    const measure = () => {
      const rect = container.current?.getBoundingClientRect();
      if (rect) setOrigin({ left: rect.left + window.scrollX, top: rect.top + window.scrollY });
    };
    measure();
  }, [container, plan.width, anyFixed]);
  if (origin === null || !anyFixed) return null;
  return createPortal(
    plan.fixed.map(({ control, item }) => (
      <div
        key={control.id}
        data-control-id={control.id}
        data-type-name={control.typeName}
        data-fixed="true"
        style={{
          ...fixedItemStyle(item, control.layout, { ...plan, origin, rtl }),
          boxShadow: FLOATING_SHADOW,
        }}
      >
        <GridCell control={control} registry={registry} onWidgetError={onWidgetError} />
      </div>
    )),
    document.body,
  );
}
