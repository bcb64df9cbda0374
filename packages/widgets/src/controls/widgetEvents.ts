// The event names widgets fire (spec 1 §3 Control `events`: each event of a control is found by
// its `eventName`). Written once here so the seed, the widgets and the tests agree.

/** Event names of the shipped widgets. */
export const WIDGET_EVENTS = Object.freeze({
  /** Button, nav item, system message, permission list entry. */
  click: 'click',
  /** A list row or a card (spec 1 §2 "Clicking a row ... runs the configured event"). */
  rowClick: 'rowClick',
  /** The list's first, second and third operation (bound through operationOne/Two/ThereBindInfo). */
  operationOneClick: 'operationOneClick',
  operationTwoClick: 'operationTwoClick',
  operationThereClick: 'operationThereClick',
  /** Title tag 1 of a card (fires in selection mode close only, spec 1 §4 Card list). */
  titleTagClick: 'titleTagClick',
  /** A form container: after a successful submit, and after a refused one. */
  submitSuccess: 'submitSuccess',
  submitFail: 'submitFail',
  /** A form item's value changed. */
  change: 'change',
  /** The page finished loading its data sources (page-level event, control id = page id). */
  pageLoad: 'pageLoad',
} as const);

/** One of {@link WIDGET_EVENTS}' names. */
export type WidgetEventName = (typeof WIDGET_EVENTS)[keyof typeof WIDGET_EVENTS];
