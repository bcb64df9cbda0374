import { randomInt, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import type { Db } from '../db/database.js';
import { digestSecret, matchesDigest } from './secretDigest.js';

/**
 * The image captcha (spec 2 §3 Image captcha, §4; README "SMS codes, image captcha and password
 * policy"). A raster PNG drawn with @napi-rs/canvas (Skia): an SVG captcha is read back by
 * matching its glyph paths, a bitmap is not. The glyphs come from DejaVu Sans Bold of the
 * `dejavu-fonts-ttf` package, so the image does not depend on the machine's fonts.
 */
export const CAPTCHA_RULES = {
  /** Characters of an answer. */
  length: 4,
  /** How long an answer is good for. */
  validForMs: 2 * 60_000,
  width: 120,
  height: 40,
} as const;

/**
 * The characters an answer is drawn from: letters and digits without the look-alikes 0/O/o,
 * 1/I/l/i, g/q/9 and j. Answers are compared case-insensitively.
 */
export const CAPTCHA_ALPHABET = '2345678abcdefhkmnprstuvwxyzABCDEFGHJKLMNPRSTUVWXYZ';

/** The wire answer of the image-captcha call (spec 2 §7.1: data.base64Str, imgTimestamp). */
export interface ImageCaptcha {
  /** The image as a data URL: `data:image/png;base64,…`, usable as an `<img src>` directly. */
  base64Str: string;
  /** The captcha's opaque id (a UUID, not a time), sent back with the answer. */
  imgTimestamp: string;
}

/** What {@link issueCaptcha} answers: the route sends `captcha` only; tests read `answer`. */
export interface IssuedCaptcha {
  captcha: ImageCaptcha;
  answer: string;
}

/** What {@link checkCaptcha} is asked. */
export interface CaptchaAnswer {
  imgTimestamp: string;
  answer: string;
  now: Date;
}

const FONT_FAMILY = 'TesseraCaptcha';
let fontRegistered = false;

function registerFont(): void {
  if (fontRegistered) return;
  const path = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
  GlobalFonts.registerFromPath(path, FONT_FAMILY);
  fontRegistered = true;
}

/** A uniform number in [min, max) from the crypto generator. */
function between(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

function colour(min: number, max: number): string {
  return `rgb(${randomInt(min, max)},${randomInt(min, max)},${randomInt(min, max)})`;
}

/** Draws the answer: each glyph scaled, rotated, sheared and coloured on its own, then noise. */
function draw(answer: string): Buffer {
  registerFont();
  const { width, height } = CAPTCHA_RULES;
  const canvas = createCanvas(width, height);
  const g: SKRSContext2D = canvas.getContext('2d');
  g.fillStyle = colour(225, 256);
  g.fillRect(0, 0, width, height);
  const step = width / (answer.length + 0.6);
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  [...answer].forEach((char, i) => {
    g.save();
    g.font = `${randomInt(24, 32)}px ${FONT_FAMILY}`;
    g.fillStyle = colour(20, 140);
    g.translate(step * (i + 0.8) + between(-3, 3), height / 2 + between(-3, 3));
    g.rotate(between(-0.45, 0.45));
    g.transform(1, between(-0.2, 0.2), between(-0.3, 0.3), 1, 0, 0);
    g.fillText(char, 0, 0);
    g.restore();
  });
  // Curves across the glyphs, so they cannot be cut apart by columns of background.
  for (let i = 0; i < 3; i += 1) {
    g.strokeStyle = colour(60, 180);
    g.lineWidth = between(1, 2.2);
    g.beginPath();
    g.moveTo(between(0, width / 6), between(0, height));
    g.bezierCurveTo(
      between(width / 6, width / 2),
      between(0, height),
      between(width / 2, (width * 5) / 6),
      between(0, height),
      between((width * 5) / 6, width),
      between(0, height),
    );
    g.stroke();
  }
  for (let i = 0; i < 60; i += 1) {
    g.fillStyle = colour(80, 220);
    g.fillRect(between(0, width), between(0, height), 1.5, 1.5);
  }
  return canvas.toBuffer('image/png');
}

/**
 * Issues an image captcha: a PNG of {@link CAPTCHA_RULES}.length characters, its answer stored
 * hashed (lower case) for {@link CAPTCHA_RULES}.validForMs under a random `imgTimestamp`.
 * Expired captchas are purged on the way.
 *
 * @example
 * const { captcha } = await issueCaptcha(db, new Date());
 * reply(ok(captcha)); // { base64Str: 'data:image/png;base64,…', imgTimestamp: '…' }
 */
export async function issueCaptcha(db: Db, now: Date): Promise<IssuedCaptcha> {
  let answer = '';
  for (let i = 0; i < CAPTCHA_RULES.length; i += 1) {
    answer += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  }
  const png = draw(answer);
  const imgTimestamp = randomUUID();
  await db.deleteFrom('captchas').where('expires_at', '<=', now).execute();
  await db
    .insertInto('captchas')
    .values({
      id: imgTimestamp,
      answer_hash: digestSecret(answer.toLowerCase()),
      expires_at: new Date(now.getTime() + CAPTCHA_RULES.validForMs),
    })
    .execute();
  return {
    captcha: { base64Str: `data:image/png;base64,${png.toString('base64')}`, imgTimestamp },
    answer,
  };
}

/**
 * True iff the answer is the captcha's (case-insensitive, surrounding spaces ignored) and the
 * captcha has not expired. The captcha is deleted by the first check, whatever its result, so
 * each image allows one guess; two checks at once cannot both see it (`DELETE … RETURNING`).
 */
export async function checkCaptcha(db: Db, request: CaptchaAnswer): Promise<boolean> {
  const { imgTimestamp, answer, now } = request;
  const row = await db
    .deleteFrom('captchas')
    .where('id', '=', imgTimestamp)
    .returning(['answer_hash', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at.getTime() <= now.getTime()) return false;
  return matchesDigest(answer.trim().toLowerCase(), row.answer_hash);
}
