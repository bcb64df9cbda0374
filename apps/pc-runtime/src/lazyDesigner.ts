// The designer loads when /design is opened (README "Designer"): a module of its own, so the
// runtime's first download stays as it was.
export { DesignerPages } from './designer/DesignerPages.js';
export { DesignerEditor } from './designer/DesignerEditor.js';
export { PreviewPage } from './designer/PreviewPage.js';
