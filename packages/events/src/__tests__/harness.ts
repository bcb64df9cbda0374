// Test wiring for the event runner: fake clock, memory storage and recording ports.
import { createResolver } from '@tessera/conditions';
import { createEventRunner } from '../createEventRunner.js';
import type { EventRunnerOptions } from '../eventRunnerOptions.js';
import { createFakeClock, createMemoryStorage } from '@tessera/ports';
import type { MessagesPort, NavigateOptions } from '@tessera/ports';
import type { ActionDefinition, EventDefinition } from '../types.js';

export interface Recorded {
  level: string;
  text: string;
}

export function createHarness(
  overrides: Partial<EventRunnerOptions> = {},
  variables: Record<string, unknown> = {},
) {
  const clock = createFakeClock({ now: 1_700_000_000_000 });
  const sessionStorage = createMemoryStorage();
  const messages: Recorded[] = [];
  const logs: Recorded[] = [];
  const navigations: { path: string; options: NavigateOptions | undefined }[] = [];
  const messagesPort: MessagesPort = {
    info: (text) => messages.push({ level: 'info', text }),
    warning: (text) => messages.push({ level: 'warning', text }),
    error: (text) => messages.push({ level: 'error', text }),
  };
  const runner = createEventRunner({
    clock,
    sessionStorage,
    messages: messagesPort,
    logger: {
      info: (text) => logs.push({ level: 'info', text }),
      error: (text) => logs.push({ level: 'error', text }),
    },
    ports: { navigation: { navigate: (path, options) => navigations.push({ path, options }) } },
    conditionResolver: () => createResolver({ variables }),
    ...overrides,
  });
  return { clock, sessionStorage, messages, logs, navigations, runner, variables };
}

let nextId = 1;

/** A `navigate` action to `/to/{name}`: its run shows up in `navigations`. */
export function go(name: string, extra: Partial<ActionDefinition> = {}): ActionDefinition {
  return {
    id: `a${nextId++}`,
    name,
    typeName: 'navigate',
    params: { url: `/to/${name}` },
    ...extra,
  };
}

export function clickEvent(
  actions: ActionDefinition[],
  extra: Partial<EventDefinition> = {},
): EventDefinition {
  return { eventName: 'click', actions, ...extra };
}

/** `variables.flag eq value` as a condition list. */
export function whenFlag(value: unknown) {
  return [
    {
      leftExp: { source: 'variable' as const, name: 'flag' },
      action: 'eq' as const,
      rightExp: { source: 'const' as const, value },
      fieldType: 'String' as const,
    },
  ];
}
