import type { AfterResponseHook, BeforeRequestHook } from 'ky';
import type { EnvType, SubAppType } from '@tessera/protocol';

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
 * Where user-facing messages go (spec 1 §8). The app wires this to its toast component; tests
 * record the calls. The client never touches the DOM itself.
 */
export interface MessagesPort {
  error(text: string): void;
  warning(text: string): void;
}

/**
 * One concern of the request chain, shaped as ky hooks (CONVENTIONS §6). See
 * `createRequestClient` for the order. A `beforeRequest` hook may answer a new `Request`; unlike
 * plain ky, the client then hands that request to the following steps (ky alone would skip them).
 * `afterResponse` hooks are run by the client on the answer (`options` carries `method` and
 * `context`); one that reads the body must answer a replacement `Response`, and answering
 * `ky.retry()` sends the call once more (at most once per call).
 */
export interface RequestStep {
  /** A short name for logs and tests. */
  name: string;
  beforeRequest?: BeforeRequestHook;
  afterResponse?: AfterResponseHook;
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
  /** The messages port, for calls whose answers carry their own error text (settings). */
  readonly messages: MessagesPort;
  /** The absolute URL a path resolves to (for links, frames and logs). */
  url(path: string): string;
}
