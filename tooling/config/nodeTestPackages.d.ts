export declare const NODE_TEST_PACKAGES: readonly string[];
