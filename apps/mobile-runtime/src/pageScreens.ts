// The screens that draw designed pages (the page shell, the mobile grid, the widgets, the full
// list): one chunk, requested when the app starts (createRuntimeRouter), in parallel with the
// settings and page-definition calls, so the first download holds only the start and the
// session (README "Benchmark").
export { QueryPage, RuntimePage } from './RuntimePage.js';
export { WorkflowPage } from './WorkflowPage.js';
export { FullListPage } from './FullListPage.js';
export { SubmitListPage } from './SubmitListPage.js';
