// The catalogue's one decorator: the MUI theme and a shown page (StoryPage) around every story,
// built from the story's `parameters.page`.
import type { Decorator } from '@storybook/react-vite';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { StoryPage, type StoryPageOptions } from './StoryPage.js';

const defaultTheme = createTheme();

/**
 * Wraps a story in the MUI theme and a page whose data sources, events, session and messages are
 * real and answer fixed data. A story sets what its page holds in `parameters.page`.
 *
 * @example
 * ```tsx
 * export const Rows: Story = { parameters: { page: { sources: { news: { items } } } } };
 * ```
 */
export const withStoryPage: Decorator = (Story, context) => {
  const options = (context.parameters.page ?? {}) as StoryPageOptions;
  return (
    <ThemeProvider theme={defaultTheme}>
      <CssBaseline />
      <StoryPage key={context.id} {...options}>
        <Story />
      </StoryPage>
    </ThemeProvider>
  );
};
