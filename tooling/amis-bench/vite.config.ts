import { mergeConfig } from 'vite';
import { defineAppConfig } from '@tessera/config/vite';

// Same preset as pc-runtime: workspace packages from source, /api and /apps proxied to the
// reference server (TESSERA_SERVER_URL), so the amis page's calls are same-origin too. amis'
// theme CSS carries old IE media hacks (`min-width: 0\0`) that LightningCSS refuses unless it
// may drop them.
export default mergeConfig(defineAppConfig({ defaultPort: 4341 }), {
  css: { lightningcss: { errorRecovery: true } },
});
