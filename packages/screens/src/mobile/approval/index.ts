export { ApprovalStartPage } from './ApprovalStartPage.js';
export { ApprovalDetailPage } from './ApprovalDetailPage.js';
export { ApprovalListPage } from './ApprovalListPage.js';
export { FormDetailPage } from './FormDetailPage.js';
export { ApprovalFieldItem } from './ApprovalFieldItem.js';
