import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceResolve } from '@tessera/config/vitest';

// The runtime talks to the reference server through this dev server's proxy, so every call is
// same-origin (cookies, XSRF) and the settings answer carries this origin as the base URL.
const serverUrl = process.env.TESSERA_SERVER_URL ?? 'http://127.0.0.1:4000';
const port = Number(process.env.PORT ?? 5173);

export default defineConfig({
  plugins: [react()],
  resolve: sourceResolve.resolve,
  server: {
    host: '127.0.0.1',
    port,
    strictPort: true,
    proxy: { '/api': serverUrl, '/apps': serverUrl },
  },
  preview: {
    host: '127.0.0.1',
    port,
    strictPort: true,
    proxy: { '/api': serverUrl, '/apps': serverUrl },
  },
});
