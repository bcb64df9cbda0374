// spec 1 §1 themes as MUI themes: the core table's colours become the palette.
import { createTheme, type Theme } from '@mui/material';
import { THEMES, type ThemeName } from '../../shell/themes.js';

/**
 * The MUI theme of a spec 1 §1 theme: primary main/light/dark are colour slots one to three,
 * secondary the deep accent; the tint and border colours are kept on `palette.tessera`.
 */
export function createPcTheme(name: ThemeName): Theme {
  const { colors, title } = THEMES[name];
  const [main, light, dark, tint, border, accent] = colors;
  return createTheme({
    palette: {
      primary: { main, light, dark },
      secondary: { main: accent },
      background: { default: '#e5effa' },
    },
    shape: { borderRadius: 6 },
    typography: {
      fontFamily:
        '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", Roboto, sans-serif',
    },
    tessera: { name, title, tint, border },
  } as Parameters<typeof createTheme>[0]);
}
