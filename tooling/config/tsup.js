// Shared tsup preset: publishable ESM + type declarations from src/index.ts.
import { defineConfig } from 'tsup';

/** @param {import('tsup').Options} [overrides] */
export function defineTsupConfig(overrides = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    ...overrides,
  });
}
