// The mobile page shell pieces the kit owns: the form container, the slot renderer and the tag
// bar (the page shell itself is mobile-runtime's).
export { MobileFormContainer } from './MobileFormContainer.js';
export { MobileSlotRenderer } from './MobileSlotRenderer.js';
export type { MobileSlotRendererProps } from './MobileSlotRenderer.js';
export { MobileTagBar } from './MobileTagBar.js';
export type { MobileTagBarProps } from './MobileTagBar.js';
export { mobileRegistry } from './mobileRegistry.js';
