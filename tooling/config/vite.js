// Shared Vite preset for the apps: React, workspace packages from source, and a proxy that
// sends API calls to the reference server, so every call from the app is same-origin.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceResolve } from './vitest.js';

/** @param {{ defaultPort: number }} options */
export function defineAppConfig({ defaultPort }) {
  const serverUrl = process.env.TESSERA_SERVER_URL ?? 'http://127.0.0.1:4000';
  const port = Number(process.env.PORT ?? defaultPort);
  // `changeOrigin` as Vite's string shorthand sets it (the server derives its URLs from the Host
  // it sees); `ws`: the content-change subscriptions (graphql-ws on /api/querygraphqls) go
  // through it too.
  const proxy = {
    '/api': { target: serverUrl, changeOrigin: true, ws: true },
    '/apps': serverUrl,
  };
  return defineConfig({
    plugins: [react()],
    resolve: sourceResolve.resolve,
    server: { host: '127.0.0.1', port, strictPort: true, proxy },
    preview: { host: '127.0.0.1', port, strictPort: true, proxy },
  });
}
