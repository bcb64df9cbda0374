import { defineTsupConfig } from '@tessera/config/tsup';

export default defineTsupConfig({ entry: { index: 'src/index.ts' } });
