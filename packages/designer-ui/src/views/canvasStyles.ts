// The canvas's react-grid-layout rules (the library's stylesheet, in the designer's colours),
// given through MUI's GlobalStyles so that no app has to import a CSS file.
export const CANVAS_CSS = `
/* No text selection on the design surface: a press selects or carries a control (and the browser
   does not hit-test a text selection on every move of a drag). */
.tessera-design-grid { position: relative; transition: height 150ms ease; user-select: none; }
.tessera-design-grid .react-grid-item { transition: transform 120ms ease, width 120ms ease, height 120ms ease; box-sizing: border-box; }
.tessera-design-grid .react-grid-item.resizing, .tessera-design-grid .react-grid-item.react-draggable-dragging { transition: none; z-index: 30; will-change: transform; }
.tessera-design-grid .react-grid-item.dropping { visibility: hidden; }
.tessera-design-grid .react-grid-item.react-grid-placeholder { background: #1976d2; opacity: 0.18; border-radius: 4px; transition-duration: 80ms; z-index: 2; user-select: none; }
.tessera-design-grid .react-grid-item > .react-resizable-handle { position: absolute; width: 14px; height: 14px; opacity: 0; z-index: 5; }
.tessera-design-grid .react-grid-item:hover > .react-resizable-handle, .tessera-design-grid .react-grid-item.tessera-selected > .react-resizable-handle { opacity: 1; }
.tessera-design-grid .react-grid-item > .react-resizable-handle::after { content: ""; position: absolute; right: 2px; bottom: 2px; width: 7px; height: 7px; background: #fff; border: 2px solid #1976d2; border-radius: 2px; }
.tessera-design-grid .react-grid-item > .react-resizable-handle-se { bottom: -4px; right: -4px; cursor: se-resize; }
.tessera-design-grid .react-grid-item > .react-resizable-handle-e { top: 50%; right: -4px; margin-top: -7px; cursor: ew-resize; }
.tessera-design-grid .react-grid-item > .react-resizable-handle-s { left: 50%; bottom: -4px; margin-left: -7px; cursor: ns-resize; }
.tessera-design-grid .react-resizable-hide > .react-resizable-handle { display: none; }
.tessera-snap-guides { position: absolute; inset: 0; pointer-events: none; z-index: 40; contain: strict; will-change: transform; }
.tessera-snap-guide { position: absolute; left: 0; top: 0; width: 1px; height: 1px; transform-origin: 0 0; background: #ff4081; }
`;
