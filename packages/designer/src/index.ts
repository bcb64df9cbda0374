export {
  CONTROL_DEFAULTS,
  DESIGNER_GRID,
  FIRST_PASTE_STEP,
  HISTORY_CAPTURE_MS,
  HISTORY_LIMIT,
  MAX_TABS,
  MOBILE_DESIGN_SIZE,
  NEW_BOX,
  PASTE_OFFSET,
  READ_ONLY_MESSAGE,
} from './constants.js';
export { DesignerError } from './DesignerError.js';
export { createPageDocument, readControl, readPageJson, pageParts } from './pageDocument.js';
export type { ControlJson, ControlPlace, PageJson, PageParts } from './pageDocument.js';
export { copyControls, pageCommands } from './pageCommands.js';
export type {
  AlignEdge,
  NewControl,
  PageCommandOptions,
  PageCommands,
  PasteOptions,
} from './pageCommands.js';
export { createHistory } from './history.js';
export type { History, HistoryOptions, HistoryState } from './history.js';
export {
  ANIMATION_DIRECTION_OPTIONS,
  ANIMATION_NAME_OPTIONS,
  CHOOSE_CONTAINER_FIRST,
  CONTROL_TYPES,
  PALETTE_GROUPS,
  checkControl,
  checkField,
  controlType,
  fieldValue,
} from './controlTypes.js';
export type {
  ControlTypeDeclaration,
  PaletteGroup,
  PropertyEditor,
  PropertyField,
  PropertyGroup,
} from './controlTypes.js';
export {
  addListItem,
  checkItemField,
  checkList,
  listItemTitle,
  listItems,
  moveListItem,
  newListItem,
  removeListItem,
  setListItemValue,
} from './listValues.js';
export type { ItemEditor, ListEditor, ListItem, ListItemField } from './listValues.js';
export {
  createFormDocument,
  fieldDataItem,
  formParts,
  formScope,
  nextFieldNames,
  readFormField,
  readFormJson,
} from './formDocument.js';
export type { FormJson, FormParts } from './formDocument.js';
export { formCommands } from './formCommands.js';
export type { FieldKey, FormCommandOptions, FormCommands } from './formCommands.js';
export {
  FORM_FIELD_TYPES,
  FORMAT_KINDS,
  formFieldType,
  isRequiredField,
} from './formFieldTypes.js';
export type { FieldFormatKind, FormFieldProperty, FormFieldType } from './formFieldTypes.js';
export {
  createFlowDocument,
  flowParts,
  flowPlaceOf,
  flowScope,
  readFlowJson,
  readFlowNode,
} from './flowDocument.js';
export type { FlowNodeView, FlowParts, FlowPlace } from './flowDocument.js';
export { FLOW_NODE_NAMES, flowCommands } from './flowCommands.js';
export type { AddableFlowNodeType, FlowCommandOptions, FlowCommands } from './flowCommands.js';
export {
  COLLABORATION_PATH,
  COLLABORATION_REFUSALS,
  collaborationRoomName,
  parseCollaborationRoom,
} from './collaborationRoom.js';
export type { CollaborationRoom, CollaborationRoomKind } from './collaborationRoom.js';
export { connectCollaboration } from './connectCollaboration.js';
export {
  createPresence,
  POINTER_THROTTLE_MS,
  PRESENCE_COLORS,
  presenceColor,
  selectionsByControl,
} from './presence.js';
export type {
  Peer,
  Presence,
  PresenceClock,
  PresenceEditing,
  PresenceOptions,
  PresencePointer,
} from './presence.js';
export {
  deletedWhileEditingText,
  UNKNOWN_DELETER,
  watchRemoteDeletions,
} from './remoteDeletions.js';
export type { RemoteDeletion, RemoteDeletionOptions } from './remoteDeletions.js';
export type {
  Collaboration,
  CollaborationOptions,
  CollaborationSnapshot,
  CollaborationStatus,
} from './connectCollaboration.js';
