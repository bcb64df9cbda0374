// spec 1 §2 /submit-list ("submit list demo page"): the signed-in user's records of the schema
// named by ?schema= (widgets README "Lists").
import { useSearchParams } from 'react-router';
import { SubmitListView } from '@tessera/widgets/pc';

/** The /submit-list route. */
export function SubmitListPage() {
  const [search] = useSearchParams();
  return (
    <SubmitListView
      query={{
        schema: search.get('schema') ?? undefined,
        title: search.get('title') ?? undefined,
        field: search.get('field') ?? undefined,
      }}
    />
  );
}
