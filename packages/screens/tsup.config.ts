import { defineTsupConfig } from '@tessera/config/tsup';

// Three entries: the screens' models and hooks, and the two flavours of their views.
export default defineTsupConfig({
  entry: {
    index: 'src/index.ts',
    'pc/index': 'src/pc/index.ts',
    'mobile/index': 'src/mobile/index.ts',
  },
});
