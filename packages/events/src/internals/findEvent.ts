import { EVENT_MESSAGES } from '../eventMessages.js';
import type { LoggerPort, MessagesPort } from '@tessera/ports';
import type { EventControl, EventDefinition, EventRunStatus } from '../types.js';

/** The event to run, or why there is none (the message has been shown). */
export type FoundEvent =
  | { event: EventDefinition; controlTypeName: string | undefined }
  | { refused: Extract<EventRunStatus, 'notFound' | 'eventMissing'> };

/** What `findEvent` reads. */
export interface FindEventInput {
  controlId: string;
  eventName: string;
  event: EventDefinition | undefined;
  controlTypeName: string | undefined;
  findControl: ((controlId: string) => EventControl | null | undefined) | undefined;
  messages: MessagesPort;
  logger: LoggerPort;
}

function isEvent(value: unknown): value is EventDefinition {
  return (
    typeof value === 'object' && value !== null && Array.isArray((value as EventDefinition).actions)
  );
}

/**
 * Finds the event a control fires (spec 1 §8): `获取事件失败` when the events cannot be read
 * (no lookup wired, the lookup throws, the control's `events` or the event's `actions` are not
 * lists); a not-found message naming the control or the event when
 * either does not exist.
 */
export function findEvent(input: FindEventInput): FoundEvent {
  const { controlId, eventName, messages } = input;
  const missing = (error?: unknown): FoundEvent => {
    input.logger.error(EVENT_MESSAGES.eventMissing, { controlId, eventName, error });
    messages.error(EVENT_MESSAGES.eventMissing);
    return { refused: 'eventMissing' };
  };

  if (input.event !== undefined) {
    return isEvent(input.event)
      ? { event: input.event, controlTypeName: input.controlTypeName }
      : missing();
  }
  if (!input.findControl) return missing();

  let control: EventControl | null | undefined;
  try {
    control = input.findControl(controlId);
  } catch (error) {
    return missing(error);
  }
  if (!control) {
    messages.error(EVENT_MESSAGES.controlNotFound(controlId));
    return { refused: 'notFound' };
  }
  if (control.events !== undefined && !Array.isArray(control.events)) return missing();
  const event = (control.events ?? []).find((candidate) => candidate?.eventName === eventName);
  if (event === undefined) {
    messages.error(EVENT_MESSAGES.eventNotFound(eventName));
    return { refused: 'notFound' };
  }
  if (!isEvent(event)) return missing();
  return { event, controlTypeName: input.controlTypeName ?? control.typeName };
}
