import { defineTsupConfig } from '@tessera/config/tsup';

// Subpath entries (CONVENTIONS 3): `@tessera/protocol/signing`, `/crypto`, `/dates` and
// `/client-type` (TypeBox's builders for a browser build, README "TypeBox in the browser").
export default defineTsupConfig({
  entry: {
    index: 'src/index.ts',
    'signing/index': 'src/signing/index.ts',
    'crypto/index': 'src/crypto/index.ts',
    'dates/index': 'src/dates/index.ts',
    clientType: 'src/clientType.ts',
  },
});
