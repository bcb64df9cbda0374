import { defineAppConfig } from '@tessera/config/vite';

// Same preset as pc-runtime: workspace packages from source, /api and /apps proxied to the
// reference server (TESSERA_SERVER_URL), so the amis page's calls are same-origin too.
export default defineAppConfig({ defaultPort: 4341 });
