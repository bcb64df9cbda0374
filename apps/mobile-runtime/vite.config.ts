import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceResolve } from '@tessera/config/vitest';

const serverUrl = process.env.TESSERA_SERVER_URL ?? 'http://127.0.0.1:4000';
const port = Number(process.env.PORT ?? 5174);

export default defineConfig({
  plugins: [react()],
  resolve: sourceResolve.resolve,
  server: {
    host: '127.0.0.1',
    port,
    strictPort: true,
    proxy: { '/api': serverUrl, '/apps': serverUrl },
  },
});
