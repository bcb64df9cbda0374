import type { BaseSequencer } from 'vitest/node';

export declare function longestFirst(durationsFile: string): typeof BaseSequencer;
