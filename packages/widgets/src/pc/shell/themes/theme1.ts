// spec 1 §1 theme1, its own chunk (themes load on demand).
import { createPcTheme } from '../createPcTheme.js';

/** The MUI theme of theme1. */
const theme = createPcTheme('theme1');
export default theme;
