import type { RouteObject } from 'react-router';
import { SYSTEM_PATHS } from '@tessera/protocol';
import { defaultWidgets, PageLoading } from '@tessera/widgets/pc';

const designer = () => import('../lazyDesigner.js');

/**
 * spec 1 §2 /design (the pages list), /design/{pageId} (one page in the designer) and /page/{id}
 * (the design page: the page as saved, Preview environment). Each screen is a route `lazy`: its
 * code (and the sign-in check in front of it) loads when the route is first matched.
 */
export function designerRoutes(): RouteObject[] {
  return [
    {
      path: SYSTEM_PATHS.design,
      HydrateFallback: PageLoading,
      lazy: async () => ({ Component: (await designer()).DesignerPagesRoute }),
    },
    {
      path: `${SYSTEM_PATHS.design}/:pageId`,
      HydrateFallback: PageLoading,
      lazy: async () => {
        const { DesignerEditorRoute } = await designer();
        // The canvas draws with the runtime's own kit, already loaded with the route table.
        return { Component: () => <DesignerEditorRoute widgets={defaultWidgets} /> };
      },
    },
    // Issue 26: the form designer, of a workflow's form or of a form of its own.
    {
      path: '/form-design/:workFlowId',
      HydrateFallback: PageLoading,
      lazy: async () => ({ Component: (await designer()).FormDesignRoute }),
    },
    // Issue 26: the workflow designer (the node tree of a workflow).
    {
      path: '/flow-design/:workFlowId',
      HydrateFallback: PageLoading,
      lazy: async () => ({ Component: (await designer()).FlowDesignRoute }),
    },
    {
      path: '/custom-form-design',
      HydrateFallback: PageLoading,
      lazy: async () => ({ Component: (await designer()).FormDesignRoute }),
    },
    // The workflow administration list (README "Workflow administration"; spec 2 §7.2).
    {
      path: '/workflow-admin',
      HydrateFallback: PageLoading,
      lazy: async () => ({ Component: (await designer()).WorkflowAdminRoute }),
    },
    // spec 1 §2 /page/{id}: the design page, as saved (Preview environment).
    {
      path: '/page/:pageId',
      HydrateFallback: PageLoading,
      lazy: async () => ({ Component: (await designer()).PreviewRoute }),
    },
  ];
}
