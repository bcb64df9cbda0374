// spec 1 §1 theme5, its own chunk (themes load on demand).
import { createPcTheme } from '../createPcTheme.js';

/** The MUI theme of theme5. */
const theme = createPcTheme('theme5');
export default theme;
