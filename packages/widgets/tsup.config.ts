import { defineTsupConfig } from '@tessera/config/tsup';

// Three entries: the headless core and the two flavours (each flavour re-exports the core).
export default defineTsupConfig({
  entry: {
    index: 'src/index.ts',
    'pc/index': 'src/pc/index.ts',
    'mobile/index': 'src/mobile/index.ts',
  },
});
