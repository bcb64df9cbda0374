/**
 * `expectAnswer(entry, data)`: checks a real answer against its path-table entry's answer schema
 * and returns it typed (protocol README "Wire contract"). It lives in `@tessera/protocol`, beside
 * `answerErrors`, so the server's own tests use the same check (the server cannot depend on this
 * package, which starts it).
 */
export { expectAnswer } from '@tessera/protocol';
