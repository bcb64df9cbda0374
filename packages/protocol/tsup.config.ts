import { defineTsupConfig } from '@tessera/config/tsup';

// Subpath entries (CONVENTIONS 3): `@tessera/protocol/signing`, `/crypto` and `/dates`.
export default defineTsupConfig({
  entry: {
    index: 'src/index.ts',
    'signing/index': 'src/signing/index.ts',
    'crypto/index': 'src/crypto/index.ts',
    'dates/index': 'src/dates/index.ts',
  },
});
