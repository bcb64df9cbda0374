// Public entry `@tessera/screens/pc`: the desktop (MUI) views of the screens.

// Approval and form pages (spec 2 §2.12) over the models and hooks in `src/approval/`.
export {
  ApprovalStartPage,
  ApprovalDetailPage,
  ApprovalListPage,
  FormDetailPage,
  ApprovalField,
  ApprovalFieldValue,
} from './approval/index.js';

// The hooks over the screens' models (shared with the other kit's entry).
export * from '../react/index.js';
