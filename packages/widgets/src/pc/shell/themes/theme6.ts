// spec 1 §1 theme6, its own chunk (themes load on demand).
import { createPcTheme } from '../createPcTheme.js';

/** The MUI theme of theme6. */
const theme = createPcTheme('theme6');
export default theme;
