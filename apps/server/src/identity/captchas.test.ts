import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import type { Db } from '../db/database.js';
import { CAPTCHA_ALPHABET, CAPTCHA_RULES, checkCaptcha, issueCaptcha } from './captchas.js';

const T0 = Date.UTC(2026, 2, 1, 8);
const at = (ms: number) => new Date(T0 + ms);

/** Flips the case of every letter. */
const otherCase = (text: string) =>
  [...text].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');

describe.each(TEST_DATABASES)('image captcha on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;

  beforeAll(async () => {
    app = await startServer(database, { seed: false });
    db = app.tessera.db;
  });
  afterAll(() => app?.close());

  it('issues a 120×40 PNG as a data URL with a 4-character answer', async () => {
    const { captcha, answer } = await issueCaptcha(db, at(0));
    expect(answer).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
    const prefix = 'data:image/png;base64,';
    expect(captcha.base64Str.startsWith(prefix)).toBe(true);
    const png = Buffer.from(captcha.base64Str.slice(prefix.length), 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
      CAPTCHA_RULES.width,
      CAPTCHA_RULES.height,
    ]);
    expect(captcha.imgTimestamp).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stores the answer hashed', async () => {
    const { captcha, answer } = await issueCaptcha(db, at(0));
    const row = await db
      .selectFrom('captchas')
      .selectAll()
      .where('id', '=', captcha.imgTimestamp)
      .executeTakeFirstOrThrow();
    expect(row.answer_hash).toMatch(/^sha256\$/);
    expect(row.answer_hash.toLowerCase()).not.toContain(answer.toLowerCase());
  });

  it('accepts the answer in any case, once', async () => {
    const { captcha, answer } = await issueCaptcha(db, at(0));
    const check = (text: string) =>
      checkCaptcha(db, { imgTimestamp: captcha.imgTimestamp, answer: text, now: at(1000) });
    expect(await check(otherCase(answer))).toBe(true);
    expect(await check(answer)).toBe(false);
  });

  it('spends the captcha on a wrong answer too', async () => {
    const { captcha, answer } = await issueCaptcha(db, at(0));
    const check = (text: string) =>
      checkCaptcha(db, { imgTimestamp: captcha.imgTimestamp, answer: text, now: at(1000) });
    expect(await check(`${answer}x`)).toBe(false);
    expect(await check(answer)).toBe(false);
  });

  it('refuses an answer after 2 minutes', async () => {
    const late = await issueCaptcha(db, at(0));
    expect(
      await checkCaptcha(db, {
        imgTimestamp: late.captcha.imgTimestamp,
        answer: late.answer,
        now: at(CAPTCHA_RULES.validForMs),
      }),
    ).toBe(false);
    const inTime = await issueCaptcha(db, at(0));
    expect(
      await checkCaptcha(db, {
        imgTimestamp: inTime.captcha.imgTimestamp,
        answer: inTime.answer,
        now: at(CAPTCHA_RULES.validForMs - 1),
      }),
    ).toBe(true);
  });

  it('refuses an unknown imgTimestamp', async () => {
    expect(await checkCaptcha(db, { imgTimestamp: 'nope', answer: 'abcd', now: at(0) })).toBe(
      false,
    );
  });

  it('purges expired captchas when issuing', async () => {
    const old = await issueCaptcha(db, at(0));
    await issueCaptcha(db, at(CAPTCHA_RULES.validForMs));
    const rows = await db
      .selectFrom('captchas')
      .select('id')
      .where('id', '=', old.captcha.imgTimestamp)
      .execute();
    expect(rows).toEqual([]);
  });
});
