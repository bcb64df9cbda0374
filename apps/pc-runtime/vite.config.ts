import { defineAppConfig } from '@tessera/config/vite';
import { mergeConfig } from 'vite';

// The dev server proxies /api and /apps to the reference server (TESSERA_SERVER_URL).
// `typebox` is replaced by the wire contract's own schema builders (protocol README "TypeBox in
// the browser"): the path tables build their schemas at import and the runtime reads only their
// types, so the first download does not carry TypeBox (≈ 11 KB gzip; README "Benchmark").
export default mergeConfig(defineAppConfig({ defaultPort: 5173 }), {
  resolve: { alias: [{ find: /^typebox$/, replacement: '@tessera/protocol/client-type' }] },
});
