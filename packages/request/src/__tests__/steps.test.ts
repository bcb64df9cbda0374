import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFakeClock } from '@tessera/ports';
import { encryptAnswer } from '@tessera/protocol/crypto';
import { SIGNING_VECTORS } from '@tessera/protocol/signing';
import {
  createCallState,
  createPendingCalls,
  decryptAnswerStep,
  denyStep,
  encryptBodyStep,
  RETRY,
  showHiddenFieldStep,
  signingStep,
  unauthorizedStep,
  xsrfStep,
} from '../index.js';
import type { OutgoingRequest, RequestContext, RequestStep } from '../index.js';
import { runAfterResponse, runBeforeRequest } from '../runSteps.js';
import { createThrottle } from '../internals/createThrottle.js';
import { memoryCookies, memoryNavigation, memoryStorage, recordMessages } from './harness.js';

// Each concern of the chain, run alone on a plain outgoing request or Response (CONVENTIONS 6).
const request = (init: Partial<OutgoingRequest> = {}): OutgoingRequest => ({
  method: 'GET',
  url: 'http://x/api/querygraphqls',
  headers: {},
  body: undefined,
  ...init,
});
const context: RequestContext = {
  appId: 'a',
  subAppId: 's',
  pageId: 'p',
  subAppType: 'Pc',
  envType: 'Runtime',
  currentPublishVersion: '1',
};

describe('steps alone', () => {
  it('xsrf and show-hidden-field copy their stored values into headers', () => {
    const r = request();
    xsrfStep(memoryCookies({ 'XSRF-TOKEN': 'x1' })).beforeRequest!(r, createCallState(context));
    showHiddenFieldStep(memoryStorage({ 'SHOW-HIDDEN-FIELD-CODE': 'c1' })).beforeRequest!(
      r,
      createCallState(context),
    );
    expect([r.headers['x-xsrf-token'], r.headers.showhiddenfield]).toEqual(['x1', 'c1']);
  });

  it('signing reproduces the vector from the headers and body it is given', () => {
    const v = SIGNING_VECTORS.signs[1]!;
    const fields = v.fields;
    const r = request({
      method: 'POST',
      body: fields.body,
      headers: {
        appid: fields.appId,
        subappid: fields.subAppId,
        pageid: fields.pageId,
        mode: fields.mode,
        requestid: fields.requestId,
        timestamp: fields.timestamp,
        authorization: fields.authorization,
        nonce: 'Ab12',
      },
    });
    signingStep.beforeRequest!(r, createCallState({ ...context, accessKey: 'k', secretKey: 's' }));
    expect(r.headers.sign).toBe(v.sign);
  });

  it('encryption replaces the body and keeps the key; decryption opens the answer with it', async () => {
    const { publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 1024,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const call = createCallState({ ...context, bodyIsSecret: true, publicKey });
    const sent = request({ method: 'POST', body: '{"q":"中文"}' });
    await encryptBodyStep.beforeRequest!(sent, call);
    expect(sent.headers['content-type']).toMatch(/^text\/plain/);
    expect(sent.headers['body-key']).toBeTruthy();
    expect(sent.body).not.toContain('中文');
    const answer = encryptAnswer(call.bodyKey!, '{"rspCd":"00000","data":1}');
    const encrypted = new Response(answer.body, { headers: { graphqkey: answer.answerKey } });
    const opened = (await decryptAnswerStep.afterResponse!(encrypted, call)) as Response;
    expect(await opened.json()).toEqual({ rspCd: '00000', data: 1 });
  });

  it('deny redirects fully on workflow pages and navigates in-app elsewhere', () => {
    const nav = memoryNavigation();
    const forbidden = new Response(null, { status: 403 });
    denyStep(nav).afterResponse!(forbidden, createCallState(context));
    denyStep(nav).afterResponse!(forbidden, createCallState({ ...context, workflowProId: 'w' }));
    expect(nav.visits).toEqual(['go:/deny', 'redirect:/deny']);
  });

  it('the 401 step asks for exactly one retry after a refresh', async () => {
    const messages = recordMessages();
    const saved: string[] = [];
    const step = unauthorizedStep({
      messages: messages.port,
      pending: createPendingCalls(),
      clock: createFakeClock(),
      session: {
        getTokens: () => ({ accessToken: 'a', refreshToken: 'r', isAutoLogin: true }),
        refreshToken: async () => ({ accessToken: 'b' }),
        saveTokens: (t) => void saved.push(t.accessToken),
      },
    });
    const expired = () => new Response(null, { status: 401 });
    const call = createCallState(context);
    expect(await step.afterResponse!(expired(), call)).toBe(RETRY);
    call.attempt = 1;
    await expect(step.afterResponse!(expired(), call)).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(saved).toEqual(['b']);
  });
});

describe('running the chain', () => {
  const log: string[] = [];
  const sync = (name: string): RequestStep => ({
    name,
    beforeRequest: (r) => void log.push(`before ${name} ${r.headers.mark ?? ''}`),
    afterResponse: (response) => void log.push(`after ${name} ${response.status}`),
  });
  const later = (name: string, answer?: Response | typeof RETRY): RequestStep => ({
    name,
    beforeRequest: async (r) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      r.headers.mark = name;
      log.push(`before ${name}`);
    },
    afterResponse: async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`after ${name}`);
      return answer;
    },
  });

  it('stays synchronous through synchronous steps', () => {
    log.length = 0;
    const steps = [sync('a'), sync('b')];
    expect(runBeforeRequest(steps)(request(), createCallState(context))).toBeUndefined();
    const outcome = runAfterResponse(steps)(new Response(null), createCallState(context));
    expect(outcome).toMatchObject({ retry: false });
    expect(log).toEqual(['before a ', 'before b ', 'after a 200', 'after b 200']);
  });

  it('runs the steps after an asynchronous one in order, once it is done', async () => {
    log.length = 0;
    const replaced = new Response(null, { status: 201 });
    const steps = [sync('a'), later('b', replaced), sync('c')];
    const r = request();
    await runBeforeRequest(steps)(r, createCallState(context));
    const outcome = await runAfterResponse(steps)(new Response(null), createCallState(context));
    expect(log).toEqual([
      'before a ',
      'before b',
      'before c b',
      'after a 200',
      'after b',
      'after c 201',
    ]);
    expect(outcome).toEqual({ retry: false, response: replaced });
  });

  it('stops at RETRY, also from an asynchronous step', async () => {
    log.length = 0;
    const steps = [later('a', RETRY), sync('b')];
    expect(await runAfterResponse(steps)(new Response(null), createCallState(context))).toEqual({
      retry: true,
    });
    expect(log).toEqual(['after a']);
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
    const calls = [0, 1, 2].map(() => createCallState(context));
    for (const c of calls) pending.add(c);
    pending.remove(calls[2]!);
    expect(pending.abortAll(calls[0], 'gone')).toBe(1);
    expect(calls.map((c) => c.controller.signal.aborted)).toEqual([false, true, false]);
    expect(pending.size).toBe(1);
  });
});
