// The widget catalogue (Storybook, React + Vite): every widget of the Pc flavour in each of its
// states. Workspace packages resolve to their TypeScript sources, as in the tests and the apps.
import react from '@vitejs/plugin-react';
import type { StorybookConfig } from '@storybook/react-vite';
import { sourceResolve } from '@tessera/config/vitest';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Props tables are not used: a story's control JSON is its documentation.
  typescript: { reactDocgen: false },
  // The preview names its icon, so the browser does not ask for a missing /favicon.ico.
  previewHead: (head) => `${head}<link rel="icon" type="image/svg+xml" href="./favicon.svg" />`,
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [react()],
      resolve: sourceResolve.resolve,
      // One chunk-size warning per MUI build is noise in the test output.
      build: { chunkSizeWarningLimit: 4096 },
    }),
};

export default config;
