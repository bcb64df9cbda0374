import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  createFormDesignerModel,
  type FormDesignCalls,
  type FormDesignerModel,
  type FormDesignerSnapshot,
  type FormDesignTarget,
} from '../model/formDesignerModel.js';

/**
 * The form designer's model for one target, made once and loaded on mount, with its snapshot
 * (CONVENTIONS 4: the hook only subscribes).
 */
export function useFormDesigner(
  calls: FormDesignCalls,
  target: FormDesignTarget,
): [FormDesignerModel, FormDesignerSnapshot] {
  const [model] = useState(() => createFormDesignerModel({ calls, target }));
  useEffect(() => {
    void model.load();
    return () => model.stop();
  }, [model]);
  const snapshot = useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
  return [model, snapshot];
}
