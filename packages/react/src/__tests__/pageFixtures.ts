// Real core objects for the hook tests: a scheduler over an in-memory loader (the loader seam
// the scheduler offers for exactly this), page variables and an event runner on a fake clock.
import { createDataSourceScheduler } from '@tessera/datasources';
import type { DataSourceItem, DataSourceScheduler, LoadRequest } from '@tessera/datasources';
import { createEventRunner } from '@tessera/events';
import type { EventRunner } from '@tessera/events';
import { createFakeClock, createMemoryStorage } from '@tessera/ports';
import type { MessagesPort } from '@tessera/ports';
import { createPageVariables, type PageVariables } from '../createPageVariables.js';

/** A content item whose custom fields hold `{ iv }` values (spec 1 §3 Content item). */
export function item(id: string, fields: Record<string, unknown>): DataSourceItem {
  const data: Record<string, { iv: unknown }> = {};
  for (const [name, value] of Object.entries(fields)) data[name] = { iv: value };
  return {
    id,
    contentId: `c-${id}`,
    version: 1,
    created: '2024-01-01T00:00:00Z',
    createdBy: 'u',
    lastModified: '2024-01-01T00:00:00Z',
    lastModifiedBy: 'u',
    status: 'Published',
    data,
  };
}

/** Two independent sources `a` and `b`; each load of `a` answers one more item than the last. */
export function twoSourcePage(): {
  scheduler: DataSourceScheduler;
  variables: PageVariables;
  runner: EventRunner;
  messages: string[];
} {
  let loadsOfA = 0;
  const loader = async (request: LoadRequest) => {
    const count = request.config.dsId === 'a' ? ++loadsOfA : 2;
    const items = Array.from({ length: count }, (_, index) =>
      item(`${request.config.dsId}${index}`, { price: (index + 1) * 100 }),
    );
    return { total: items.length, items };
  };
  const scheduler = createDataSourceScheduler({
    dataSources: [
      { dsId: 'a', schemaName: 'article' },
      { dsId: 'b', schemaName: 'product' },
    ],
    loader,
  });
  const variables = createPageVariables();
  const messages: string[] = [];
  const port: MessagesPort = {
    info: (text) => messages.push(text),
    warning: (text) => messages.push(text),
    error: (text) => messages.push(text),
  };
  const runner = createEventRunner({
    clock: createFakeClock(),
    sessionStorage: createMemoryStorage(),
    messages: port,
    ports: { variables, dataSources: scheduler },
    findControl: (controlId) =>
      controlId === 'button-1'
        ? {
            id: 'button-1',
            typeName: 'Button',
            events: [
              {
                eventName: 'click',
                actions: [
                  {
                    id: 'x1',
                    name: '记住',
                    typeName: 'setVariable',
                    params: { name: 'keyword', value: 'phone' },
                  },
                ],
              },
            ],
          }
        : undefined,
  });
  return { scheduler, variables, runner, messages };
}
