// @tessera/designer-ui: the page designer's screens (README).
export {
  collaborationUrl,
  createDesignerSession,
  draftKey,
  DRAFT_RESTORED_TEXT,
} from './model/designerSession.js';
export type {
  DesignerSession,
  CollaborationPort,
  DesignerSessionInput,
  DesignerSnapshot,
  DesignSurface,
  SaveConflict,
  SaveState,
} from './model/designerSession.js';
export { rebasePage } from './model/rebase.js';
export { createDocumentView } from './model/documentView.js';
export type { DocumentView } from './model/documentView.js';
export { useDesignerSession } from './react/useDesignerSession.js';
export type { DesignerSessionOptions } from './react/useDesignerSession.js';
export { DesignerScreen } from './views/DesignerScreen.js';
export { createPagesListModel } from './model/pagesListModel.js';
export type { NewPage, PagesListModel, PagesListSnapshot } from './model/pagesListModel.js';
export { usePagesList } from './react/usePagesList.js';
export { useDesignSubApp } from './react/useDesignSubApp.js';
export { PagesScreen } from './views/PagesScreen.js';
export { VersionsDialog } from './views/VersionsDialog.js';
export { useDesignerState, useSession } from './react/DesignerContext.js';
export { createFormDesignerModel, FORM_DESIGNER_TEXTS } from './model/formDesignerModel.js';
export type {
  FormDesignCalls,
  FormDesignerModel,
  FormDesignerSnapshot,
  FormDesignTarget,
} from './model/formDesignerModel.js';
export { useFormDesigner } from './react/useFormDesigner.js';
export { FormDesignerScreen } from './views/FormDesignerScreen.js';
export { createWorkflowAdminModel, flattenCategories } from './model/workflowAdminModel.js';
export type { WorkflowAdminModel, WorkflowAdminSnapshot } from './model/workflowAdminModel.js';
export { useWorkflowAdmin } from './react/useWorkflowAdmin.js';
export { WorkflowAdminScreen } from './views/WorkflowAdminScreen.js';
export {
  createFlowDesignerModel,
  FLOW_DESIGNER_TEXTS,
  FLOW_ZOOM,
} from './model/flowDesignerModel.js';
export type {
  FlowDesignCalls,
  FlowDesignerModel,
  FlowDesignerSnapshot,
  RoleRef,
} from './model/flowDesignerModel.js';
export { flowDesignCalls } from './model/flowDesignCalls.js';
export { createPickerSearch, PICKER_SEARCH_DEBOUNCE_MS } from './model/pickerSearch.js';
export type { PickerSearch, PickerSearchSnapshot } from './model/pickerSearch.js';
export { useFlowDesigner } from './react/useFlowDesigner.js';
export { FlowDesignerScreen } from './views/FlowDesignerScreen.js';
