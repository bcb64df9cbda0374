// The list widgets' own pages (spec 1 §2 /full-list, /submit-list) load when opened: the full
// list draws with the card list widget, which then stays out of the runtime's first download.
export { FullListPage } from './FullListPage.js';
export { SubmitListPage } from './SubmitListPage.js';
