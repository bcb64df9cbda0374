// The Pc (MUI) approval and form pages (spec 2 §2.12) over the headless core in `src/approval/`.
export { ApprovalStartPage } from './ApprovalStartPage.js';
export { ApprovalDetailPage } from './ApprovalDetailPage.js';
export { ApprovalListPage } from './ApprovalListPage.js';
export { FormDetailPage } from './FormDetailPage.js';
export { ApprovalField, ApprovalFieldValue } from './ApprovalField.js';
