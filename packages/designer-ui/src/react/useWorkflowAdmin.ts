import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { AppRef } from '@tessera/api';
import { useRequestClient } from '@tessera/react';
import {
  createWorkflowAdminModel,
  type WorkflowAdminModel,
  type WorkflowAdminSnapshot,
} from '../model/workflowAdminModel.js';

/** The workflow administration model for an app, started while mounted, and its snapshot. */
export function useWorkflowAdmin(app: AppRef): {
  model: WorkflowAdminModel;
  snapshot: WorkflowAdminSnapshot;
} {
  const client = useRequestClient();
  const model = useMemo(() => createWorkflowAdminModel({ client, app }), [client, app]);
  useEffect(() => model.start(), [model]);
  const snapshot = useSyncExternalStore(model.subscribe, model.getSnapshot);
  return { model, snapshot };
}
