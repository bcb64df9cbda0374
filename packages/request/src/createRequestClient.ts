import ky from 'ky';
import type { KyInstance, Options } from 'ky';
import { API_PREFIX } from '@tessera/protocol';
import {
  defaultHeadersEnvironment,
  EXPLICIT_HEADERS_CONTEXT_KEY,
  headersStep,
} from './headersStep.js';
import type { HeadersEnvironment } from './headersStep.js';
import { httpStatusStep } from './httpStatusStep.js';
import { readEnvelope } from './readEnvelope.js';
import { reportError, silentMessages, toRequestError } from './reportError.js';
import type {
  CallOptions,
  MessagesPort,
  RequestClient,
  RequestContext,
  RequestStep,
} from './types.js';

/** spec 1 §7 does not give a default; 30 s is long enough for exports and short enough to notice. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** Options of {@link createRequestClient}. */
export interface RequestClientOptions {
  /** The server origin, e.g. `http://127.0.0.1:4000` (protocol README "Base URLs and prefixes"). */
  baseUrl: string;
  /** Read before every request; the source of the shared headers (spec 1 §7). */
  getContext: () => RequestContext;
  /** Timeout of one call in milliseconds (default {@link DEFAULT_TIMEOUT_MS}). */
  timeoutMs?: number;
  /** The fetch implementation (default: the platform's `fetch`, looked up at call time). */
  fetch?: typeof globalThis.fetch;
  /** Where error and warning texts of spec 1 §8 go (default: nowhere). */
  messages?: MessagesPort;
  /**
   * Extra steps between the shared headers and the status check, in order. This is the place for
   * request signing, body encryption and 401 refresh-and-retry (see the README); none ship yet.
   */
  steps?: RequestStep[];
  /** Pins time and randomness of the shared headers (tests). */
  environment?: Partial<HeadersEnvironment>;
}

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * Resolves a call path against the server origin: `home/configuration` becomes
 * `{baseUrl}/api/home/configuration`, a path starting with `/` (the spec's absolute paths such as
 * `/apps/v1/...`) becomes `{baseUrl}/apps/v1/...`, and a full URL is used as it is.
 */
export function resolveUrl(baseUrl: string, path: string): string {
  if (ABSOLUTE_URL.test(path)) return path;
  const origin = baseUrl.replace(/\/+$/, '');
  return path.startsWith('/') ? `${origin}${path}` : `${origin}${API_PREFIX}${path}`;
}

function withSearchParams(url: string, searchParams: CallOptions['searchParams']): string {
  if (!searchParams) return url;
  // Appended rather than handed to ky, which would replace a query the path already has
  // (PATHS builders put `?host=` and `?app=` into the path).
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

function bodyOptions(body: unknown): Pick<Options, 'json' | 'body'> {
  if (body === undefined) return {};
  return isRawBody(body) ? { body } : { json: body };
}

/**
 * Creates the one request client of spec 1 §7: a single ky instance whose chain is
 *
 * 1. `beforeRequest`: shared headers → extra `steps`;
 * 2. `afterResponse`: extra `steps` → HTTP status (only 200/201 pass);
 * 3. the envelope (`data` on `00000`, a {@link RequestError} otherwise);
 * 4. errors: one {@link RequestError} per failure, reported once through `messages`.
 *
 * ky's own retries are off: spec 1 retries only after a 401 token refresh, which is a step.
 *
 * @example
 * ```ts
 * const client = createRequestClient({
 *   baseUrl: 'http://127.0.0.1:4000',
 *   getContext: () => ({ appId, subAppId, pageId, subAppType: 'Pc', envType: 'Runtime',
 *     currentPublishVersion: '1', accessToken: tokens.get() }),
 *   messages: { error: toast.error, warning: toast.warning },
 * });
 * const pages = await client.get<PageDefinition[]>(PATHS.pageRouters.build(ids));
 * ```
 */
export function createRequestClient(options: RequestClientOptions): RequestClient {
  const messages = options.messages ?? silentMessages;
  const environment: HeadersEnvironment = {
    ...defaultHeadersEnvironment(),
    ...options.environment,
  };
  // The status step comes last, so extra steps see a 401 before it becomes an error.
  const chain: RequestStep[] = [
    headersStep(options.getContext, environment),
    ...(options.steps ?? []),
    httpStatusStep,
  ];
  const instance: KyInstance = ky.create({
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retry: 0,
    // The status step decides what is an error (200 and 201 only), not ky's `response.ok`.
    throwHttpErrors: false,
    // Resolved per call so a test or polyfill installed after import is honoured.
    fetch: (input, init) => (options.fetch ?? globalThis.fetch)(input, init),
    hooks: {
      beforeRequest: chain.flatMap((step) => (step.beforeRequest ? [step.beforeRequest] : [])),
      afterResponse: chain.flatMap((step) => (step.afterResponse ? [step.afterResponse] : [])),
    },
  });

  async function send<TData>(
    method: 'get' | 'post',
    path: string,
    body: unknown,
    call: CallOptions = {},
  ) {
    try {
      const response = await instance(
        withSearchParams(resolveUrl(options.baseUrl, path), call.searchParams),
        {
          method,
          ...bodyOptions(body),
          ...(call.headers ? { headers: call.headers } : {}),
          ...(call.timeoutMs !== undefined ? { timeout: call.timeoutMs } : {}),
          ...(call.signal ? { signal: call.signal } : {}),
          context: { [EXPLICIT_HEADERS_CONTEXT_KEY]: Object.keys(call.headers ?? {}) },
        },
      );
      return await readEnvelope<TData>(response, call.binary);
    } catch (error) {
      const failure = toRequestError(error, call.signal);
      if (!failure) throw error;
      reportError(failure, messages);
      throw failure;
    }
  }

  return {
    get: <TData>(path: string, call?: CallOptions) => send<TData>('get', path, undefined, call),
    post: <TData>(path: string, body?: unknown, call?: CallOptions) =>
      send<TData>('post', path, body, call),
    messages,
    url: (path) => resolveUrl(options.baseUrl, path),
  };
}
