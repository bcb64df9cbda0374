import { describe, expect, it } from 'vitest';
import { readEnvelope, RequestError } from '../index.js';

const json = (body: unknown, contentType = 'application/json; charset=utf-8') =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    headers: { 'content-type': contentType },
  });

async function failure(response: Response): Promise<RequestError> {
  try {
    await readEnvelope(response);
  } catch (error) {
    if (error instanceof RequestError) return error;
    throw error;
  }
  throw new Error('expected a RequestError');
}

describe('readEnvelope', () => {
  it.each([
    {
      case: 'data on 00000',
      body: { rspCd: '00000', rspInf: 'success', data: { a: 1 } },
      expected: { a: 1 },
    },
    {
      case: 'null data on 00000',
      body: { rspCd: '00000', rspInf: 'success', data: null },
      expected: null,
    },
    { case: 'non-envelope JSON whole', body: [{ table: 't' }], expected: [{ table: 't' }] },
  ])('returns $case', async ({ body, expected }) => {
    expect(await readEnvelope(json(body))).toEqual(expected);
  });

  it.each([
    { rspCd: '30002', rspInf: 'not signed in', message: '请先登录' },
    { rspCd: '40400', rspInf: '页面 x 不存在', message: '页面 x 不存在' },
    { rspCd: '50000', rspInf: '', message: '服务器繁忙' },
  ])('rejects rspCd $rspCd with "$message"', async ({ rspCd, rspInf, message }) => {
    const error = await failure(json({ rspCd, rspInf, data: null }));
    expect(error).toMatchObject({ kind: 'envelope', rspCd, message });
  });

  it('returns octet-stream answers whole, as a Blob or an ArrayBuffer', async () => {
    const bytes = new Uint8Array([0, 1, 2, 255]);
    const octet = () =>
      new Response(bytes, { headers: { 'content-type': 'application/octet-stream' } });
    const blob = await readEnvelope<Blob>(octet());
    expect(blob).toBeInstanceOf(Blob);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    const buffer = await readEnvelope<ArrayBuffer>(octet(), 'arrayBuffer');
    expect(new Uint8Array(buffer)).toEqual(bytes);
  });

  it('returns text as text and an empty body as undefined', async () => {
    expect(
      await readEnvelope(new Response('hello', { headers: { 'content-type': 'text/plain' } })),
    ).toBe('hello');
    expect(await readEnvelope(new Response(''))).toBeUndefined();
  });

  it('rejects JSON that does not parse', async () => {
    const error = await failure(json('{"rspCd":'));
    expect(error).toMatchObject({ kind: 'envelope', message: '服务器繁忙' });
  });
});
