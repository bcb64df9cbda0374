// spec 1 §1: themes are "loaded on demand" — one dynamic import (one chunk) per theme.
import type { Theme } from '@mui/material';
import { useLoad } from '../../internals/useLoad.js';
import { themeNameOf, type ThemeName } from '../../shell/themes.js';
import { createPcTheme } from './createPcTheme.js';

const LOADERS: Record<ThemeName, () => Promise<{ default: Theme }>> = {
  theme1: () => import('./themes/theme1.js'),
  theme2: () => import('./themes/theme2.js'),
  theme3: () => import('./themes/theme3.js'),
  theme4: () => import('./themes/theme4.js'),
  theme5: () => import('./themes/theme5.js'),
  theme6: () => import('./themes/theme6.js'),
};

const loaded = new Map<ThemeName, Theme>();

/** Loads a theme's chunk once; later calls answer the same theme. */
export async function loadPcTheme(name: ThemeName): Promise<Theme> {
  const known = loaded.get(name);
  if (known) return known;
  const theme = (await LOADERS[name]()).default;
  loaded.set(name, theme);
  return theme;
}

/**
 * The MUI theme of a page's `styleName` (theme1 when it names none), `null` while its chunk
 * loads. A theme loaded before is answered at once.
 */
export function usePcTheme(styleName: string | null | undefined): Theme | null {
  const name = themeNameOf(styleName);
  // A chunk that fails to load (network, a dev server restarting) must not leave the page
  // loading for ever: one more try, then the theme built here.
  const { value } = useLoad(
    () =>
      loadPcTheme(name)
        .catch(() => loadPcTheme(name))
        .catch(() => createPcTheme(name)),
    [name],
  );
  return value ?? loaded.get(name) ?? null;
}
