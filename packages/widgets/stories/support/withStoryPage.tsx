// The catalogue's one decorator: the page's theme (theme1–theme6, the toolbar's choice or the
// story's `globals.theme`) and a shown page (StoryPage) around every story, built from the
// story's `parameters.page`.
import type { Decorator } from '@storybook/react-vite';
import { CssBaseline } from '@mui/material';
import { PageThemeProvider } from '../../src/pc/index.js';
import { StoryPage, type StoryPageOptions } from './StoryPage.js';

/**
 * Wraps a story in the page theme and a page whose data sources, events, session and messages
 * are real and answer fixed data. A story sets what its page holds in `parameters.page`.
 *
 * @example
 * ```tsx
 * export const Rows: Story = { parameters: { page: { sources: { news: { items } } } } };
 * ```
 */
export const withStoryPage: Decorator = (Story, context) => {
  const options = (context.parameters.page ?? {}) as StoryPageOptions;
  const theme = typeof context.globals.theme === 'string' ? context.globals.theme : 'theme1';
  return (
    <PageThemeProvider styleName={theme}>
      <CssBaseline />
      <StoryPage key={context.id} {...options}>
        <Story />
      </StoryPage>
    </PageThemeProvider>
  );
};
