// spec 1 §2 /submit-list ("submit list demo page"; spec 2 §2.1: no login required): the
// signed-in user's records of the schema named by ?schema= (widgets README "Lists").
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MobileSubmitListView } from '@tessera/widgets/mobile';

/** The /submit-list route. */
export function SubmitListPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const title = search.get('title') ?? undefined;
  useEffect(() => {
    document.title = title || '我的提交';
  }, [title]);
  return (
    <MobileSubmitListView
      query={{
        schema: search.get('schema') ?? undefined,
        title,
        field: search.get('field') ?? undefined,
      }}
      onBack={() => void navigate(-1)}
    />
  );
}
