// The /submit-list page's body (spec 1 §2 "submit list demo page"; README "Lists"): the signed-in
// user's records of one schema, through a data-source scheduler of its own over the real calls.
import { useEffect, useMemo } from 'react';
import { Alert, Container, Paper } from '@mui/material';
import { createApiLoader, createDataSourceScheduler } from '@tessera/datasources';
import { TesseraProvider, useRequestClient, useSession, useSettings } from '@tessera/react';
import {
  submitListControl,
  submitListSource,
  SUBMIT_LIST_TEXTS,
  type SubmitListQuery,
} from '../../lists/submitList.js';
import { ListWidget } from '../ListWidget.js';

/** Props of {@link SubmitListView}. */
export interface SubmitListViewProps {
  /** From the page's query parameters; without `schema` the page says what to add. */
  query: Partial<SubmitListQuery>;
}

function SubmitList({ query }: { query: SubmitListQuery }) {
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
  return (
    <TesseraProvider scheduler={scheduler}>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <ListWidget control={control} full />
      </Paper>
    </TesseraProvider>
  );
}

/** The submit list under the app bar. */
export function SubmitListView({ query }: SubmitListViewProps) {
  const schema = query.schema?.trim();
  const stable = useMemo(
    () => (schema ? { schema, title: query.title, field: query.field } : null),
    [schema, query.title, query.field],
  );
  return (
    <Container maxWidth="md" sx={{ py: 2 }} data-testid="submit-list">
      {stable ? (
        <SubmitList query={stable} />
      ) : (
        <Alert severity="info">{SUBMIT_LIST_TEXTS.noSchema}</Alert>
      )}
    </Container>
  );
}
