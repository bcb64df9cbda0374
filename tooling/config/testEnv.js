/**
 * Test runs hash passwords at scrypt N = 1024 instead of OWASP's 2^15 (server README,
 * `PASSWORD_HASH_N`): their servers hash and check hundreds of passwords. The Vitest preset sets
 * it in the process that loads the config (so global setups, workers and the servers they start
 * share it); the end-to-end configs hand it to the servers they start.
 */
export const TEST_PASSWORD_HASH_N = '1024';
