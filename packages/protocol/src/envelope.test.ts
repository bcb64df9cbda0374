import { describe, expect, it } from 'vitest';
import { fail, isEnvelope, ok, RSP_CD } from './envelope.js';
import { PATHS } from './paths.js';

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

describe('PATHS', () => {
  it('builds client paths that match the server patterns segment for segment', () => {
    const built = PATHS.jsonPageData.build({
      appId: 'a',
      subAppId: 's',
      appType: 'Pc',
      pageId: 'p',
      envType: 'Runtime',
    });
    const pattern = PATHS.jsonPageData.pattern.replace('/api/', '');
    expect(built.split('/').length).toBe(pattern.split('/').length);
    expect(PATHS.configuration.build('localhost:5173')).toBe(
      'home/configuration?host=localhost%3A5173',
    );
    expect(
      PATHS.pageRouters.build({ appId: 'a b', subAppId: 's', appType: 'Pc', envType: 'Runtime' }),
    ).toBe('a%20b/s/pagerouters/Pc/Runtime');
  });
});
