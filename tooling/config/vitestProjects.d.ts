import type { TestProjectInlineConfiguration } from 'vitest/config';

export { NODE_TEST_PACKAGES } from './nodeTestPackages.js';
export declare function nodeTestProjects(root: string): Promise<TestProjectInlineConfiguration[]>;
