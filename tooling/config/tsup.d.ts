import type { Options } from 'tsup';

export declare function defineTsupConfig(overrides?: Options): Options | Options[];
