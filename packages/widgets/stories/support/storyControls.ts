// Controls of the catalogue in the page JSON's shape (spec 1 §3 Control), with events that
// show a message, so a click in a story shows what it ran.
import type { Control } from '@tessera/protocol';

/** What a story control may set beyond its type. */
export interface StoryControlOptions {
  id?: string;
  props?: Record<string, unknown>;
  bindInfo?: Control['bindInfo'];
  cssData?: Control['cssData'];
  layout?: Partial<Control['layout']>;
  /** Event names that show `已触发事件 <name>` through a showMessage action. */
  events?: readonly string[];
  /** Anything else of the control (permissions, sub-objects). */
  extra?: Record<string, unknown>;
}

/** An event whose one action shows which event ran (spec 1 §4 showMessage). */
export function messageEvent(eventName: string, text = `已触发事件 ${eventName}`) {
  return {
    eventName,
    actions: [
      { id: `${eventName}-message`, name: '提示', typeName: 'showMessage', params: { text } },
    ],
  };
}

/** A control of `typeName` for a story. */
export function storyControl(typeName: string, options: StoryControlOptions = {}): Control {
  return {
    id: options.id ?? `${typeName.toLowerCase()}-1`,
    parentId: null,
    typeName,
    layout: { x: 0, y: 0, w: 12, h: 3, ...options.layout },
    props: options.props ?? {},
    bindInfo: options.bindInfo,
    cssData: options.cssData ?? {},
    ...(options.events ? { events: options.events.map((name) => messageEvent(name)) } : {}),
    ...options.extra,
  } as Control;
}
