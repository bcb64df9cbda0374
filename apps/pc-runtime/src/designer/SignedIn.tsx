import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSignInRequired } from '@tessera/react';
import { PageLoading } from '@tessera/widgets/pc';

/** The designer is for signed-in designers: a visitor signs in first, then comes back here. */
export function SignedIn({ children }: { children: ReactNode }) {
  const location = useLocation();
  const allowed = useSignInRequired(true, location.pathname + location.search);
  if (!allowed) return <PageLoading />;
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}
