// spec 1 §1 theme2, its own chunk (themes load on demand).
import { createPcTheme } from '../createPcTheme.js';

/** The MUI theme of theme2. */
const theme = createPcTheme('theme2');
export default theme;
