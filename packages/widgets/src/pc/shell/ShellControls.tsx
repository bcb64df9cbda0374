// The context moved to the headless core: both flavours' containers read the page's controls.
export { ShellControlsContext, useShellControls } from '../../shell/ShellControls.js';
export type { ShellControlsValue } from '../../shell/ShellControls.js';
