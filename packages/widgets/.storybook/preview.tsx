// Every story is drawn inside a shown page (stories/support/withStoryPage.tsx).
import type { Preview } from '@storybook/react-vite';
import { withStoryPage } from '../stories/support/withStoryPage.js';

const preview: Preview = {
  decorators: [withStoryPage],
  parameters: {
    layout: 'padded',
    // spec 1 §9: the page background of the runtime.
    backgrounds: { options: { page: { name: '页面背景', value: '#e5effa' } } },
    controls: { disable: true },
    actions: { disable: true },
  },
  initialGlobals: { backgrounds: { value: 'page' } },
};

export default preview;
