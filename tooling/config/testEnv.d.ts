export declare const TEST_PASSWORD_HASH_N: string;
