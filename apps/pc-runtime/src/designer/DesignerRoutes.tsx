import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { useLocation } from 'react-router';
import { SYSTEM_PATHS } from '@tessera/protocol';
import { useSignInRequired } from '@tessera/react';
import { PageLoading } from '@tessera/widgets/pc';

const designer = () => import('../lazyDesigner.js');
const Pages = lazy(async () => ({ default: (await designer()).DesignerPages }));
const Editor = lazy(async () => ({ default: (await designer()).DesignerEditor }));
const Preview = lazy(async () => ({ default: (await designer()).PreviewPage }));

/** The designer is for signed-in designers: a visitor signs in first, then comes back here. */
function SignedIn({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const allowed = useSignInRequired(true, location.pathname + location.search);
  if (!allowed) return <PageLoading />;
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

/**
 * spec 1 §2 /design (the pages list), /design/{pageId} (one page in the designer) and /page/{id}
 * (the design page: the page as saved, Preview environment).
 */
export function designerRoutes(): RouteObject[] {
  return [
    {
      path: SYSTEM_PATHS.design,
      element: (
        <SignedIn>
          <Pages />
        </SignedIn>
      ),
    },
    {
      path: `${SYSTEM_PATHS.design}/:pageId`,
      element: (
        <SignedIn>
          <Editor />
        </SignedIn>
      ),
    },
    // spec 1 §2 /page/{id}: the design page, as saved (Preview environment).
    {
      path: '/page/:pageId',
      element: (
        <SignedIn>
          <Preview />
        </SignedIn>
      ),
    },
  ];
}
