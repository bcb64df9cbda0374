import type { UserConfig } from 'vite';

export declare function defineAppConfig(options: { defaultPort: number }): UserConfig;
