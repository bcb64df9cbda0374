import {
  addContent,
  deleteContent,
  submitContentBatch,
  updateContent,
  updateFieldContent,
} from '@tessera/api';
import type { ContentMutation } from '@tessera/api';
import type { RequestClient } from '@tessera/request';
import type { DataSourceSubmitter, SubmitMutation } from './submitTypes.js';

/** Options of {@link createApiSubmitter}. */
export interface ApiSubmitterOptions {
  client: RequestClient;
  appId: string;
}

function toContentMutation(mutation: SubmitMutation): ContentMutation {
  const common = { schemaName: mutation.schemaName, operationId: mutation.operationId ?? '' };
  switch (mutation.type) {
    case 'add':
      return {
        ...common,
        type: 'add',
        contentData: mutation.contentData ?? {},
        desTransmit: mutation.desTransmit ?? null,
      };
    case 'update':
      return {
        ...common,
        type: 'update',
        id: mutation.id ?? '',
        contentData: mutation.contentData ?? {},
        ...(mutation.version !== undefined ? { version: mutation.version } : {}),
        desTransmit: mutation.desTransmit ?? null,
      };
    case 'delete':
      return {
        ...common,
        type: 'delete',
        id: mutation.id ?? '',
        ...(mutation.version !== undefined ? { version: mutation.version } : {}),
      };
  }
}

/**
 * The default submitter: the content mutations of `@tessera/api` (spec 1 §7) — add, update,
 * delete, updateFieldContent, and the batch submit in one database session.
 *
 * @example
 * createDataSourceScheduler({ dataSources, loader, submitter: createApiSubmitter({ client, appId }) });
 */
export function createApiSubmitter(options: ApiSubmitterOptions): DataSourceSubmitter {
  const { client } = options;
  const app = { appId: options.appId };
  return {
    async mutate(mutation) {
      const content = toContentMutation(mutation);
      switch (content.type) {
        case 'add':
          return addContent(client, app, content);
        case 'update':
          return updateContent(client, app, content);
        case 'delete':
          await deleteContent(client, app, content);
          return null;
        default:
          return null;
      }
    },
    incrementField: (mutation) => updateFieldContent(client, app, mutation),
    async batch(mutations) {
      const answers = await submitContentBatch(client, app, mutations.map(toContentMutation));
      // A deleted item is gone: its answer is not a saved item.
      return answers.map((answer, index) => (mutations[index]?.type === 'delete' ? null : answer));
    },
  };
}
