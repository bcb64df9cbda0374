// Every story is drawn inside a shown page (stories/support/withStoryPage.tsx), in the theme the
// toolbar picks (spec 1 §1 theme1–theme6, default theme1).
import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { THEMES, THEME_NAMES } from '../src/index.js';
import { withStoryPage } from '../stories/support/withStoryPage.js';

// A story's play function waits up to 10 s for what it clicks (Testing Library's default is 1 s):
// the catalogue's browser tests run beside the other suites on two cores, where a first render
// once took longer than a second (CI of 427e411: Controls/VisibleRange / Dialog Single).
configure({ asyncUtilTimeout: 10_000 });

const preview: Preview = {
  decorators: [withStoryPage],
  globalTypes: {
    theme: {
      description: '页面主题 (spec 1 §1)',
      toolbar: {
        title: '主题',
        icon: 'paintbrush',
        items: THEME_NAMES.map((name) => ({ value: name, title: `${name} ${THEMES[name].title}` })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'theme1', backgrounds: { value: 'page' } },
  parameters: {
    layout: 'padded',
    // spec 1 §9: the page background of the runtime.
    backgrounds: { options: { page: { name: '页面背景', value: '#e5effa' } } },
    controls: { disable: true },
    actions: { disable: true },
  },
};

export default preview;
