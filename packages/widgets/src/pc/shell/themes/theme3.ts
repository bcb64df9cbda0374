// spec 1 §1 theme3, its own chunk (themes load on demand).
import { createPcTheme } from '../createPcTheme.js';

/** The MUI theme of theme3. */
const theme = createPcTheme('theme3');
export default theme;
