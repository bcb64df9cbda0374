// The /submit-list page's body (spec 1 §2 "submit list demo page"; README "Lists"): the signed-in
// user's records of one schema, through a data-source scheduler of its own over the real calls.
import { Alert, Container, Paper } from '@mui/material';
import { TesseraProvider } from '@tessera/react';
import { SUBMIT_LIST_TEXTS, type SubmitListQuery } from '../../lists/submitList.js';
import { useSubmitList, useSubmitListQuery } from '../../lists/useSubmitList.js';
import { ListWidget } from '../ListWidget.js';

/** Props of {@link SubmitListView}. */
export interface SubmitListViewProps {
  /** From the page's query parameters; without `schema` the page says what to add. */
  query: Partial<SubmitListQuery>;
}

function SubmitList({ query }: { query: SubmitListQuery }) {
  const { scheduler, control } = useSubmitList(query);
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
  const stable = useSubmitListQuery(query);
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
