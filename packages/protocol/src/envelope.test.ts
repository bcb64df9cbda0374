import { describe, expect, it } from 'vitest';
import { fail, isEnvelope, ok, RSP_CD } from './envelope.js';

describe('envelope', () => {
  it('carries data only on success', () => {
    expect(ok({ a: 1 })).toEqual({ rspCd: '00000', rspInf: 'success', data: { a: 1 } });
    expect(fail(RSP_CD.badRequest, 'bad')).toEqual({ rspCd: '40000', rspInf: 'bad', data: null });
  });

  it('recognises envelopes and rejects other values', () => {
    expect(isEnvelope(ok(null))).toBe(true);
    expect(isEnvelope({ rspCd: 1, data: 1 })).toBe(false);
    expect(isEnvelope(null)).toBe(false);
    expect(isEnvelope('00000')).toBe(false);
  });
});
