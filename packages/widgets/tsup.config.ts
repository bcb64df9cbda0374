import { defineTsupConfig } from '@tessera/config/tsup';

// Four entries: the framework-free root, the React part without MUI or antd-mobile, and the two
// flavours (each flavour re-exports the headless core).
export default defineTsupConfig({
  entry: {
    index: 'src/index.ts',
    react: 'src/react.ts',
    'pc/index': 'src/pc/index.ts',
    'mobile/index': 'src/mobile/index.ts',
  },
});
