import { useMemo, type ReactNode } from 'react';
import type { Theme } from '@mui/material';
import { ThemeProvider } from '@mui/system';
import { themeNameOf } from '../../shell/themes.js';
import { PageLoading } from '../SystemPages.js';
import { usePcTheme } from './usePcTheme.js';

/** Props of {@link PageThemeProvider}. */
export interface PageThemeProviderProps {
  /** The page's `styleName` (theme1..theme6; anything else is theme1). */
  styleName?: string | null;
  children?: ReactNode;
}

/**
 * What `@mui/material`'s `ThemeProvider` hands to `@mui/system`'s for a theme without CSS
 * variables (the themes of `createPcTheme`): the theme with `vars: null`. Provided through
 * `@mui/system` directly, so the first download does not carry Material's CSS-variables provider,
 * which no theme here uses (≈ 2.8 KB gzip; README "Loading widgets on demand").
 */
const withoutVars = (theme: Theme | null) => (theme ? { ...theme, vars: null } : null);

/**
 * Draws its children in the page's theme (spec 1 §1), loading the theme's chunk first; the
 * loading indicator shows meanwhile, so a page never flashes in the wrong colours.
 */
export function PageThemeProvider({ styleName, children }: PageThemeProviderProps) {
  const loaded = usePcTheme(styleName);
  const theme = useMemo(() => withoutVars(loaded), [loaded]);
  if (!theme) return <PageLoading />;
  return (
    <ThemeProvider theme={theme}>
      <div data-theme={themeNameOf(styleName)} style={{ display: 'contents' }}>
        {children}
      </div>
    </ThemeProvider>
  );
}
