import { defineAppConfig } from '@tessera/config/vite';

// The dev server proxies /api and /apps to the reference server (TESSERA_SERVER_URL).
export default defineAppConfig({ defaultPort: 5175 });
