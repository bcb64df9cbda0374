import type { UserConfig } from 'vite';
import type { ViteUserConfig } from 'vitest/config';

export declare const sourceCondition: '@tessera/source';
export declare const sourceResolve: {
  resolve: NonNullable<UserConfig['resolve']>;
  ssr: NonNullable<UserConfig['ssr']>;
  plugins: NonNullable<UserConfig['plugins']>;
};
export declare function defineVitestConfig(overrides?: ViteUserConfig): ViteUserConfig;
