import { describe, expect, it } from 'vitest';
import { HEADERS } from '@tessera/protocol';
import { createNonce, sharedHeaders } from '../index.js';
import type { RequestContext } from '../index.js';

const context: RequestContext = {
  appId: 'app-1',
  subAppId: 'sub-1',
  pageId: 'page-1',
  subAppType: 'Pc',
  envType: 'Runtime',
  currentPublishVersion: '3',
  accessToken: 'tok',
};
const clock = { now: () => 1_700_000_000_000 };
const ids = { requestId: () => 'rid', nonce: () => 'aB3z' };

describe('sharedHeaders', () => {
  it("uses only protocol's header names", () => {
    const everything = { ...context, pvid: 'pv', workflowProId: 'wf' };
    const names = Object.values(HEADERS) as string[];
    for (const name of Object.keys(sharedHeaders(everything, clock, ids)))
      expect(names).toContain(name);
  });

  it('writes every shared header of spec 1 §7', () => {
    expect(sharedHeaders(context, clock, ids)).toEqual({
      authorization: 'Bearer tok',
      appid: 'app-1',
      subappid: 'sub-1',
      pageid: 'page-1',
      mode: 'Pc',
      source: 'pc',
      requestid: 'rid',
      newversion: 'v1.3.0307',
      'current-publish-version': '3',
      'current-env': 'Runtime',
      nonce: 'aB3z',
      timestamp: '1700000000000',
    });
  });

  it.each([
    { subAppType: 'Pc' as const, source: 'pc' },
    { subAppType: 'Mobile' as const, source: 'h5' },
  ])('sends mode $subAppType with source $source', ({ subAppType, source }) => {
    expect(sharedHeaders({ ...context, subAppType }, clock, ids)).toMatchObject({
      mode: subAppType,
      source,
    });
  });

  it('adds pvid and workflowproid when the context has them', () => {
    expect(
      sharedHeaders({ ...context, pvid: 'pv', workflowProId: 'wf' }, clock, ids),
    ).toMatchObject({
      pvid: 'pv',
      workflowproid: 'wf',
    });
    expect(sharedHeaders(context, clock, ids)).not.toHaveProperty('pvid');
    expect(sharedHeaders(context, clock, ids)).not.toHaveProperty('workflowproid');
  });

  it.each([undefined, null, ''])('sends no Authorization for token %j', (accessToken) => {
    expect(sharedHeaders({ ...context, accessToken }, clock, ids)).not.toHaveProperty(
      'authorization',
    );
  });
});

describe('createNonce', () => {
  it('draws 4 alphanumeric characters that differ between calls', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => createNonce()));
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{4}$/);
    expect(nonces.size).toBeGreaterThan(40);
  });
});
