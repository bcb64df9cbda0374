// spec 1 §4 Card list selection modes: what a click on a card does. Pure.
import type { EventDefinition } from '@tessera/events';
import type { CardSelectionMode } from './cardListConfig.js';

/** What a card click changes and whether the row event runs. */
export interface CardClickEffect {
  /** `radio`: cursor and batch selection set to the card; `toggle`: batch selection toggled. */
  select: 'none' | 'radio' | 'toggle';
  fireRowEvent: boolean;
}

/** Whether an event has any action that is not frozen (spec 1 §4 radio mode). */
export function hasActiveAction(event: EventDefinition | undefined): boolean {
  return (
    !!event && Array.isArray(event.actions) && event.actions.some((action) => !action.isFrozen)
  );
}

/**
 * spec 1 §4: close — the row event fires; radio — one row highlighted, data cursor and batch
 * selection set to it, the row event fires if it has any non-frozen action; check — the row
 * toggles in the batch selection.
 */
export function cardClickEffect(
  mode: CardSelectionMode,
  rowEvent: EventDefinition | undefined,
): CardClickEffect {
  switch (mode) {
    case 'radio':
      return { select: 'radio', fireRowEvent: hasActiveAction(rowEvent) };
    case 'check':
      return { select: 'toggle', fireRowEvent: false };
    default:
      return { select: 'none', fireRowEvent: rowEvent !== undefined };
  }
}

/** spec 1 §4: "Bottom buttons and title tag 1 fire only in close mode." */
export function cardPartsFire(mode: CardSelectionMode): boolean {
  return mode === 'close';
}
