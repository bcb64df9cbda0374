import { defineTsupConfig } from '@tessera/config/tsup';

// Subpath entry `@tessera/session/oidc`: the oidc-client-ts parts, loaded on demand by apps.
export default defineTsupConfig({
  entry: { index: 'src/index.ts', 'oidc/index': 'src/oidc/index.ts' },
});
