// spec 1 §1 theme4, its own chunk (themes load on demand).
import { createPcTheme } from '../createPcTheme.js';

/** The MUI theme of theme4. */
const theme = createPcTheme('theme4');
export default theme;
