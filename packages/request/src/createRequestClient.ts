import ky from 'ky';
import { createBrowserClock } from '@tessera/ports';
import type { Clock, CookiePort, MessagesPort, NavigationPort, StoragePort } from '@tessera/ports';
import { API_PREFIX } from '@tessera/protocol';
import { decryptAnswerStep, encryptBodyStep } from './bodyEncryptionStep.js';
import { createCallState, createPendingCalls } from './callState.js';
import { denyStep } from './denyStep.js';
import { defaultRequestIds, headersStep } from './headersStep.js';
import type { RequestIds } from './headersStep.js';
import { httpStatusStep } from './httpStatusStep.js';
import type { SessionPort } from './ports.js';
import { readEnvelope } from './readEnvelope.js';
import { REQUEST_ERROR_TEXTS } from './RequestError.js';
import { reportError, silentMessages, toRequestError } from './reportError.js';
import { runAfterResponse, runBeforeRequest } from './runSteps.js';
import { signingStep } from './signingStep.js';
import type {
  CallOptions,
  OutgoingRequest,
  RequestClient,
  RequestContext,
  RequestStep,
} from './types.js';
import { unauthorizedStep } from './unauthorizedStep.js';
import { showHiddenFieldStep, xsrfStep } from './xsrfStep.js';

/** spec 1 §7 does not give a default; 30 s is long enough for exports and short enough to notice. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** ky refuses a timeout above the largest delay `setTimeout` takes (2^31 - 1 ms). */
const MAX_TIMEOUT_MS = 2_147_483_647;

/** Options of {@link createRequestClient}. */
export interface RequestClientOptions {
  /** The server origin, e.g. `http://127.0.0.1:4000` (protocol README "Base URLs and prefixes"). */
  baseUrl: string;
  /** Read before every request; the source of the shared headers (spec 1 §7). */
  getContext: () => RequestContext;
  /** Timeout of one call in milliseconds (default {@link DEFAULT_TIMEOUT_MS}). */
  timeoutMs?: number;
  /**
   * The fetch ky sends with (default: the platform's `fetch`, looked up by ky per call). Tests
   * use it to see or alter what goes on the wire.
   */
  fetch?: typeof globalThis.fetch;
  /** Where error and warning texts of spec 1 §8 go (default: nowhere). */
  messages?: MessagesPort;
  /**
   * Extra steps: their `beforeRequest` runs after the shared headers and before encryption and
   * signing, their `afterResponse` after decryption and before the 401/403/status steps.
   */
  steps?: RequestStep[];
  /**
   * The clock: `timestamp` header, the 1.5 s /login throttle and each call's time budget
   * (default `createBrowserClock()`; only `now()` is read).
   */
  clock?: Clock;
  /** Pins the randomness of the shared headers (`requestid`, `nonce`) in tests. */
  ids?: Partial<RequestIds>;
  /** Cookies: XSRF-TOKEN is echoed; the 401 rules delete cookies. Without it neither happens. */
  cookies?: CookiePort;
  /** Local storage: the 401 concurrent-login rule removes the local token (AUTH-LOCAL). */
  storage?: StoragePort;
  /** Session storage: the show-hidden-field code is read from it (spec 1 §6). */
  sessionStorage?: StoragePort;
  /** Navigation: /login after a concurrent login, /deny after a 403 (a full page on workflow pages). */
  navigation?: NavigationPort;
  /** Tokens and their refresh, for the 401 refresh-and-retry rule (spec 1 §4). */
  session?: SessionPort;
}

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * Resolves a call path against the server origin: `home/configuration` becomes
 * `{baseUrl}/api/home/configuration`, a path starting with `/` (the spec's absolute paths such as
 * `/apps/v1/...`) becomes `{baseUrl}/apps/v1/...`, and a full URL is used as it is.
 */
export function resolveUrl(baseUrl: string, path: string): string {
  return resolveAgainst(baseUrl.replace(/\/+$/, ''), path);
}

/** {@link resolveUrl} on an origin without trailing slashes (the client computes it once). */
function resolveAgainst(origin: string, path: string): string {
  if (path.startsWith('/')) return `${origin}${path}`;
  return path.includes('://') && ABSOLUTE_URL.test(path) ? path : `${origin}${API_PREFIX}${path}`;
}

function withSearchParams(url: string, searchParams: CallOptions['searchParams']): string {
  if (!searchParams) return url;
  // Appended to a query the path may already have (the path tables' builders put `?host=` and `?app=` in).
  const target = new URL(url);
  for (const [name, value] of Object.entries(searchParams)) {
    if (value !== undefined) target.searchParams.append(name, String(value));
  }
  return target.toString();
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof FormData !== 'undefined' && body instanceof FormData)
  );
}

/** The call's own headers (lower-case names) and its body as it goes on the wire. */
function callHeadersAndBody(
  body: unknown,
  call: CallOptions,
): { headers: Record<string, string>; body: BodyInit | undefined } {
  const headers: Record<string, string> = {};
  let wireBody: BodyInit | undefined;
  if (body !== undefined && isRawBody(body)) wireBody = body;
  else if (body !== undefined) {
    wireBody = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  for (const name in call.headers) headers[name.toLowerCase()] = call.headers[name]!;
  if (call.operationId) headers.operationid = call.operationId;
  return { headers, body: wireBody };
}

/**
 * Creates the one request client of spec 1 §7: a chain of steps around one ky instance, which
 * sends each attempt (ky's `timeout` and abort signal, no retries of its own, no HTTP errors:
 * the steps decide)
 *
 * 1. `beforeRequest`, on a plain {@link OutgoingRequest}: shared headers → X-XSRF-TOKEN (with
 *    `cookies`) → show-hidden-field code (with `sessionStorage`) → extra `steps` → body
 *    encryption → signing (last: it covers the headers and the body exactly as sent);
 * 2. `afterResponse`: answer decryption → extra `steps` → 401 rules → 403 deny (with
 *    `navigation`) → HTTP status (only 200/201 pass);
 * 3. the envelope (`data` on `00000`, a {@link RequestError} otherwise);
 * 4. errors: one {@link RequestError} per failure, reported once through `messages`.
 *
 * Every call is registered as pending until it settles, so a 401 can cancel all the others.
 * Nothing is retried but the 401 step's one refresh-and-retry. The timeout covers the whole call:
 * each attempt gets what is left of it.
 *
 * @example
 * ```ts
 * const client = createRequestClient({
 *   baseUrl: 'http://127.0.0.1:4000',
 *   getContext: () => ({ appId, subAppId, pageId, subAppType: 'Pc', envType: 'Runtime',
 *     currentPublishVersion: '1', accessToken: tokens.get(), ...settingsContext(settings) }),
 *   ...createBrowserPorts(), // clock, cookies, storage, sessionStorage, navigation, messages
 *   navigation: routerNavigation,
 *   messages: toastMessages,
 * });
 * const pages = await client.get<PageDefinition[]>(PAGE_PATHS.pageRouters.build(ids));
 * ```
 */
export function createRequestClient(options: RequestClientOptions): RequestClient {
  const messages = options.messages ?? silentMessages;
  const clock = options.clock ?? createBrowserClock();
  const ids: RequestIds = { ...defaultRequestIds(), ...options.ids };
  const pending = createPendingCalls();
  const chain: RequestStep[] = [
    headersStep(clock, ids),
    ...(options.cookies ? [xsrfStep(options.cookies)] : []),
    ...(options.sessionStorage ? [showHiddenFieldStep(options.sessionStorage)] : []),
    decryptAnswerStep,
    ...(options.steps ?? []),
    encryptBodyStep,
    signingStep,
    unauthorizedStep({
      messages,
      pending,
      clock,
      navigation: options.navigation,
      cookies: options.cookies,
      storage: options.storage,
      session: options.session,
    }),
    ...(options.navigation ? [denyStep(options.navigation)] : []),
    httpStatusStep,
  ];
  const beforeRequest = runBeforeRequest(chain);
  const afterResponse = runAfterResponse(chain);
  const defaultTimeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const origin = options.baseUrl.replace(/\/+$/, '');
  // The transport: built once. Every status reaches the steps (throwHttpErrors: false), nothing
  // is retried by ky (the 401 step owns the one retry), and ky's timeout bounds each attempt.
  const transport = ky.create({
    retry: 0,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  /** A client whose calls carry `extra` over the context the app gives (page, workflow ids). */
  function clientWith(extra: Partial<RequestContext>): RequestClient {
    const readContext = (): RequestContext => ({ ...options.getContext(), ...extra });
    return {
      get: <TData>(path: string, call?: CallOptions) =>
        send<TData>(readContext, 'GET', path, undefined, call),
      post: <TData>(path: string, body?: unknown, call?: CallOptions) =>
        send<TData>(readContext, 'POST', path, body, call),
      put: <TData>(path: string, body?: unknown, call?: CallOptions) =>
        send<TData>(readContext, 'PUT', path, body, call),
      delete: <TData>(path: string, call?: CallOptions) =>
        send<TData>(readContext, 'DELETE', path, undefined, call),
      messages,
      url: (path) => resolveAgainst(origin, path),
      withContext: (more) => clientWith({ ...extra, ...more }),
      context: readContext,
    };
  }

  async function send<TData>(
    readContext: () => RequestContext,
    method: OutgoingRequest['method'],
    path: string,
    body: unknown,
    call: CallOptions = {},
  ) {
    const state = createCallState(readContext(), call.operationId);
    const signal = call.signal
      ? AbortSignal.any([call.signal, state.controller.signal])
      : state.controller.signal;
    const deadline = clock.now() + (call.timeoutMs ?? defaultTimeoutMs);
    pending.add(state);
    try {
      const url = withSearchParams(resolveAgainst(origin, path), call.searchParams);
      const own = callHeadersAndBody(body, call);
      for (;;) {
        const request: OutgoingRequest = {
          method,
          url,
          headers: { ...own.headers },
          body: own.body,
        };
        const prepared = beforeRequest(request, state);
        if (prepared) await prepared;
        const timeout = Math.min(deadline - clock.now(), MAX_TIMEOUT_MS);
        // Named like ky's own TimeoutError, so both end as kind `timeout` (请求超时).
        if (timeout <= 0) throw new DOMException(REQUEST_ERROR_TEXTS.timeout, 'TimeoutError');
        const response = await transport(url, {
          method,
          headers: request.headers,
          body: request.body,
          signal,
          timeout,
        });
        const checked = afterResponse(response, state);
        const outcome = checked instanceof Promise ? await checked : checked;
        if (!outcome.retry) return await readEnvelope<TData>(outcome.response, call.binary);
        // spec 1 §4: the original request is retried exactly once (every beforeRequest step
        // runs again on the context read afresh: new token, nonce, timestamp, signature).
        await response.body?.cancel().catch(() => undefined);
        if (state.attempt >= 1)
          throw new Error('A step asked for a second retry of the same call.');
        state.attempt += 1;
        state.context = readContext();
      }
    } catch (error) {
      const failure = toRequestError(error, signal);
      if (!failure) throw error;
      reportError(failure, messages);
      throw failure;
    } finally {
      pending.remove(state);
    }
  }

  return clientWith({});
}
