import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { KyRequest, KyResponse, NormalizedOptions } from 'ky';
import { encryptAnswer } from '@tessera/protocol/crypto';
import { SIGNING_VECTORS } from '@tessera/protocol/signing';
import {
  CALL_STATE_KEY,
  createPendingCalls,
  decryptAnswerStep,
  denyStep,
  encryptBodyStep,
  showHiddenFieldStep,
  signingStep,
  unauthorizedStep,
  xsrfStep,
} from '../index.js';
import type { CallState, RequestContext } from '../index.js';
import { createThrottle } from '../internals/createThrottle.js';
import { memoryCookies, memoryNavigation, memoryStorage, recordMessages } from './harness.js';

// Each concern of the chain, run alone on a plain Request/Response (CONVENTIONS 6).
function call(body?: string): { state: CallState; options: NormalizedOptions } {
  const state: CallState = { explicitHeaders: [], controller: new AbortController() };
  const options = { context: { [CALL_STATE_KEY]: state }, body } as unknown as NormalizedOptions;
  return { state, options };
}
const request = (init?: RequestInit) =>
  new Request('http://x/api/querygraphqls', init) as KyRequest;
const context: RequestContext = {
  appId: 'a',
  subAppId: 's',
  pageId: 'p',
  subAppType: 'Pc',
  envType: 'Runtime',
  currentPublishVersion: '1',
};
const retry0 = { retryCount: 0 };

describe('steps alone', () => {
  it('xsrf and show-hidden-field copy their stored values into headers', () => {
    const r = request();
    xsrfStep(memoryCookies({ 'XSRF-TOKEN': 'x1' })).beforeRequest!(r, call().options, retry0);
    showHiddenFieldStep(memoryStorage({ 'SHOW-HIDDEN-FIELD-CODE': 'c1' })).beforeRequest!(
      r,
      call().options,
      retry0,
    );
    expect([r.headers.get('x-xsrf-token'), r.headers.get('showhiddenfield')]).toEqual(['x1', 'c1']);
  });

  it('signing reproduces the vector from the headers and body it is given', () => {
    const v = SIGNING_VECTORS.signs[1]!;
    const r = request({ method: 'POST', body: v.fields.body });
    const fields = v.fields;
    for (const [name, value] of Object.entries({
      appid: fields.appId,
      subappid: fields.subAppId,
      pageid: fields.pageId,
      mode: fields.mode,
      requestid: fields.requestId,
      timestamp: fields.timestamp,
      authorization: fields.authorization,
      nonce: 'Ab12',
    })) {
      r.headers.set(name, value);
    }
    const step = signingStep(() => ({ ...context, accessKey: 'k', secretKey: 's' }));
    step.beforeRequest!(r, call(v.fields.body).options, retry0);
    expect(r.headers.get('sign')).toBe(v.sign);
  });

  it('encryption replaces the body and keeps the key; decryption opens the answer with it', async () => {
    const { publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 1024,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const { state, options } = call('{"q":"中文"}');
    const step = encryptBodyStep(() => ({ ...context, bodyIsSecret: true, publicKey }));
    const sent = (await step.beforeRequest!(
      request({ method: 'POST', body: '{"q":"中文"}' }),
      options,
      retry0,
    )) as Request;
    expect(sent.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(sent.headers.get('body-key')).toBeTruthy();
    expect(await sent.text()).toBe(state.wireBody);
    const answer = encryptAnswer(state.bodyKey!, '{"rspCd":"00000","data":1}');
    const encrypted = new Response(answer.body, {
      headers: { graphqkey: answer.answerKey },
    }) as KyResponse;
    const opened = (await decryptAnswerStep.afterResponse!(
      request(),
      options,
      encrypted,
      retry0,
    )) as Response;
    expect(await opened.json()).toEqual({ rspCd: '00000', data: 1 });
  });

  it('deny redirects fully on workflow pages and navigates in-app elsewhere', () => {
    const nav = memoryNavigation();
    const forbidden = new Response(null, { status: 403 }) as KyResponse;
    denyStep(() => context, nav).afterResponse!(request(), call().options, forbidden, retry0);
    denyStep(() => ({ ...context, workflowProId: 'w' }), nav).afterResponse!(
      request(),
      call().options,
      forbidden,
      retry0,
    );
    expect(nav.visits).toEqual(['go:/deny', 'redirect:/deny']);
  });

  it('the 401 step asks ky for exactly one retry after a refresh', async () => {
    const messages = recordMessages();
    const saved: string[] = [];
    const step = unauthorizedStep({
      messages: messages.port,
      pending: createPendingCalls(),
      now: () => 0,
      session: {
        getTokens: () => ({ accessToken: 'a', refreshToken: 'r', isAutoLogin: true }),
        refreshToken: async () => ({ accessToken: 'b' }),
        saveTokens: (t) => void saved.push(t.accessToken),
      },
    });
    const expired = () => new Response(null, { status: 401 }) as KyResponse;
    const first = await step.afterResponse!(request(), call().options, expired(), retry0);
    expect(first?.constructor.name).toBe('RetryMarker');
    await expect(
      step.afterResponse!(request(), call().options, expired(), { retryCount: 1 }),
    ).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(saved).toEqual(['b']);
  });
});

describe('internals', () => {
  it('throttles on the injected clock (leading edge)', () => {
    let time = 0;
    const runs: number[] = [];
    const throttle = createThrottle(1500, () => time);
    for (const at of [0, 1499, 1500, 2000, 3001]) {
      time = at;
      throttle(() => runs.push(at));
    }
    expect(runs).toEqual([0, 1500, 3001]);
  });

  it('aborts every pending call but the one that got the 401', () => {
    const pending = createPendingCalls();
    const calls = [0, 1, 2].map(() => ({ explicitHeaders: [], controller: new AbortController() }));
    const release = calls.map((c) => pending.add(c));
    release[2]!();
    expect(pending.abortAll(calls[0], 'gone')).toBe(1);
    expect(calls.map((c) => c.controller.signal.aborted)).toEqual([false, true, false]);
    expect(pending.size).toBe(1);
  });
});
