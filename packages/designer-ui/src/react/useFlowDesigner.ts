import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  createFlowDesignerModel,
  type FlowDesignCalls,
  type FlowDesignerModel,
  type FlowDesignerSnapshot,
} from '../model/flowDesignerModel.js';

/**
 * The flow designer's model for one workflow, made once and loaded on mount, with its snapshot
 * (CONVENTIONS 4: the hook only subscribes).
 */
export function useFlowDesigner(
  calls: FlowDesignCalls,
  workFlowId: string,
): [FlowDesignerModel, FlowDesignerSnapshot] {
  const [model] = useState(() => createFlowDesignerModel({ calls, workFlowId }));
  useEffect(() => {
    void model.load();
    return () => model.stop();
  }, [model]);
  const snapshot = useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
  return [model, snapshot];
}
