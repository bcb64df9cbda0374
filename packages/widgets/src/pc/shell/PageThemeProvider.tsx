import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material';
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
 * Draws its children in the page's theme (spec 1 §1), loading the theme's chunk first; the
 * loading indicator shows meanwhile, so a page never flashes in the wrong colours.
 */
export function PageThemeProvider({ styleName, children }: PageThemeProviderProps) {
  const theme = usePcTheme(styleName);
  if (!theme) return <PageLoading />;
  return (
    <ThemeProvider theme={theme}>
      <div data-theme={themeNameOf(styleName)} style={{ display: 'contents' }}>
        {children}
      </div>
    </ThemeProvider>
  );
}
