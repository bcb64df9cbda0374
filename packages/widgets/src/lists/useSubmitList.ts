// The /submit-list page's data (spec 1 §2 "submit list demo page"; README "Lists"): a
// data-source scheduler of its own over the real calls, reading the signed-in user's records of
// one schema. Shared by the Pc and mobile views, which only draw the List it feeds.
import { useEffect, useMemo } from 'react';
import {
  createApiLoader,
  createDataSourceScheduler,
  type DataSourceScheduler,
} from '@tessera/datasources';
import type { Control } from '@tessera/protocol';
import { useRequestClient, useSession, useSettings } from '@tessera/react';
import { submitListControl, submitListSource, type SubmitListQuery } from './submitList.js';

/** The page's query as given (from the address), or null without a `schema`. */
export function useSubmitListQuery(query: Partial<SubmitListQuery>): SubmitListQuery | null {
  const schema = query.schema?.trim();
  return useMemo(
    () => (schema ? { schema, title: query.title, field: query.field } : null),
    [schema, query.title, query.field],
  );
}

/**
 * The scheduler (loaded once mounted, disposed after) and the List control of a submit list;
 * put the control under a `TesseraProvider` with the scheduler.
 */
export function useSubmitList(query: SubmitListQuery): {
  scheduler: DataSourceScheduler;
  control: Control;
} {
  const settings = useSettings();
  const client = useRequestClient();
  const userId = useSession().user.userId;
  const scheduler = useMemo(
    () =>
      createDataSourceScheduler({
        dataSources: [submitListSource(query, userId)],
        loader: createApiLoader({ client, appId: settings.appId }),
      }),
    [query, userId, client, settings.appId],
  );
  useEffect(() => {
    void scheduler.load();
    return () => scheduler.dispose();
  }, [scheduler]);
  const control = useMemo(() => submitListControl(query), [query]);
  return { scheduler, control };
}
