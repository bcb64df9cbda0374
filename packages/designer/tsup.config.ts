import { defineTsupConfig } from '@tessera/config/tsup';

export default defineTsupConfig();
