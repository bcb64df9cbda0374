import type { MessagesPort } from '@tessera/ports';
import type { EnvType, SubAppType } from '@tessera/protocol';
import type { CallState } from './callState.js';

/**
 * What the shared headers of spec 1 §7 are made from. Read once per request, so a token saved
 * after sign-in or a page change is picked up by the next call without recreating the client.
 */
export interface RequestContext {
  appId: string;
  subAppId: string;
  pageId: string;
  /** Sent as `mode`, and decides `source` (`pc` for Pc, `h5` for Mobile). */
  subAppType: SubAppType;
  /** Sent as `current-env`. */
  envType: EnvType;
  /** Sent as `current-publish-version`. */
  currentPublishVersion: string;
  /** Sent as `Authorization: Bearer …` when present and not empty. */
  accessToken?: string | null;
  /** Sent as `pvid` when set (the page-visit id of the app's analytics, spec 1 §7). */
  pvid?: string | null;
  /**
   * The workflow process id of a workflow page (`/flow/page/{pageId}/{workflowId}`, spec 1 §2):
   * sent as `workflowproid`; its presence makes a 403 a full redirect to /deny.
   */
  workflowProId?: string | null;
  /** The workflow instance of a workflow page (spec 2 §7.2: added to querygraphqls calls). */
  workflowInstanceId?: string | null;
  /** The workflow node of a workflow page (spec 2 §7.2: added to querygraphqls calls). */
  workflowProNodeId?: string | null;
  /** Settings `accessKey`: with `secretKey`, every request is signed (protocol README "Signing"). */
  accessKey?: string;
  /** Settings `secretKey`. */
  secretKey?: string;
  /** Settings `publicKey` (PEM): the server's RSA key for body encryption. */
  publicKey?: string;
  /** Settings `thisSiteGraphqlBodyIsSecret`: encrypt the bodies of the calls of spec 1 §7. */
  bodyIsSecret?: boolean;
}

/**
 * The request the `beforeRequest` steps build, handed to ky when they are done. A new
 * one is built for every attempt (a 401 retry too), from the call's own headers and body.
 */
export interface OutgoingRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The absolute URL (path resolved, search parameters appended). */
  readonly url: string;
  /** Header names in lower case; steps set `headers[name] = value` (or replace the record). */
  headers: Record<string, string>;
  /**
   * The body as it goes on the wire: the JSON text of an object body, or a string, `FormData`,
   * `URLSearchParams`, `Blob` or buffer as the caller gave it. A step may replace it (encryption).
   */
  body: BodyInit | undefined;
}

/** What an `afterResponse` step answers to have the call sent once more (at most once). */
export const RETRY: unique symbol = Symbol('retry the call');

/**
 * One concern of the request chain (CONVENTIONS 6, a link chain); `createRequestClient` gives
 * the order. `beforeRequest` changes the outgoing request in place. `afterResponse` sees the
 * answer: it may throw, answer a replacement `Response` (a step that reads the body must), or
 * answer {@link RETRY}. Both get the call's state (its attempt, cancellation, operation id).
 */
export interface RequestStep {
  /** A short name for logs and tests. */
  name: string;
  beforeRequest?: (request: OutgoingRequest, call: CallState) => void | Promise<void>;
  afterResponse?: (
    response: Response,
    call: CallState,
  ) => Response | typeof RETRY | void | Promise<Response | typeof RETRY | void>;
}

/** Per-call options of {@link RequestClient.get} and {@link RequestClient.post}. */
export interface CallOptions {
  /** Query parameters appended to the path (undefined values are left out). */
  searchParams?: Record<string, string | number | boolean | undefined>;
  /** Extra headers; a header set here wins over the shared header of the same name. */
  headers?: Record<string, string>;
  /**
   * The operation (permission) this call exercises: sent as `operationid` and covered by the
   * permission signature `permissionsign` (spec 1 §7, protocol README "Signing").
   */
  operationId?: string;
  /** Overrides the client's timeout for this call. */
  timeoutMs?: number;
  /** Cancels the call; a cancelled call rejects with the signal's reason and shows nothing. */
  signal?: AbortSignal;
  /** How an octet-stream answer is returned (default `blob`). */
  binary?: 'blob' | 'arrayBuffer';
}

/** The client every service call goes through (spec 1 §7: "All calls go through one client"). */
export interface RequestClient {
  /** GET `path` and return the envelope's `data`. */
  get<TData>(path: string, options?: CallOptions): Promise<TData>;
  /**
   * POST `body` to `path` and return the envelope's `data`. Plain objects and arrays are sent as
   * JSON; `FormData`, `URLSearchParams`, `Blob` and strings are sent as they are.
   */
  post<TData>(path: string, body?: unknown, options?: CallOptions): Promise<TData>;
  /**
   * PUT `body` (none for most) to `path` and return the envelope's `data`: the few calls the
   * spec sends by PUT (spec 2 §7.3 "enable and disable by PUT"). Signed and checked like a POST.
   */
  put<TData>(path: string, body?: unknown, options?: CallOptions): Promise<TData>;
  /**
   * DELETE `path` (no body) and return the envelope's `data`: the calls that remove what their
   * path names (the designer's page delete). Signed and checked like a POST.
   */
  delete<TData>(path: string, options?: CallOptions): Promise<TData>;
  /** The messages port, for calls whose answers carry their own error text (settings). */
  readonly messages: MessagesPort;
  /** The absolute URL a path resolves to (for links, frames and logs). */
  url(path: string): string;
  /**
   * A client for the same session (same chain, pending calls and 401 rules) whose calls carry
   * `context` over the app's own: the page, workflow and other per-call ids travel with the
   * call, never through module state.
   *
   * @example
   * ```ts
   * const pageClient = client.withContext({ pageId });
   * await getJsonPageData(pageClient, subApp, pageId);
   * ```
   */
  withContext(context: Partial<RequestContext>): RequestClient;
  /**
   * The context this client's next call carries (the app's, with this client's
   * {@link RequestClient.withContext} parts over it), for the service calls whose URL or body
   * depends on it (the workflow ids of content queries).
   */
  context(): RequestContext;
}
