import { isEnvelope, RSP_CD } from '@tessera/protocol';
import { REQUEST_ERROR_TEXTS, RequestError } from './RequestError.js';

/** How an octet-stream answer is handed back. */
export type BinaryAs = 'blob' | 'arrayBuffer';

function isOctetStream(contentType: string): boolean {
  return contentType.toLowerCase().startsWith('application/octet-stream');
}

function isJson(contentType: string): boolean {
  return /[/+]json\b/i.test(contentType);
}

/**
 * The envelope step (spec 1 §7 "Response envelope"): turns a successful HTTP answer into what the
 * call returns.
 *
 * - `application/octet-stream` answers are returned whole, as a `Blob` (or an `ArrayBuffer`).
 * - An envelope with `rspCd` `00000` returns its `data`.
 * - An envelope with `rspCd` `30002` rejects with the text 请先登录 (spec 1 §8; shown as a warning).
 * - Any other envelope rejects with the server's `rspInf` (spec 1 §8: "show rspInf as error").
 * - JSON that is not an envelope (static files such as `/static/dummy/sql-data.json`) is
 *   returned whole; other text is returned as a string; an empty body returns `undefined`.
 *
 * @throws {RequestError} kind `envelope`, carrying `rspCd`.
 */
export async function readEnvelope<TData>(
  response: Response,
  binary: BinaryAs = 'blob',
): Promise<TData> {
  const contentType = response.headers.get('content-type') ?? '';
  if (isOctetStream(contentType)) {
    return (
      binary === 'arrayBuffer' ? await response.arrayBuffer() : await response.blob()
    ) as TData;
  }
  const text = await response.text();
  if (text === '') return undefined as TData;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (cause) {
    if (isJson(contentType)) {
      // A JSON answer that does not parse is a broken server, not data the caller can use.
      throw new RequestError('envelope', REQUEST_ERROR_TEXTS.busy, {
        status: response.status,
        cause,
      });
    }
    return text as TData;
  }
  if (!isEnvelope(body)) return body as TData;
  return unwrapEnvelope<TData>(body.rspCd, body.rspInf, body.data as TData | null);
}

/**
 * The code-to-outcome rule of the envelope alone, for answers that arrive by other means
 * (a decrypted body, a test vector).
 *
 * @throws {RequestError} kind `envelope` for every code but `00000`.
 */
export function unwrapEnvelope<TData>(
  rspCd: string,
  rspInf: string | null | undefined,
  data: TData | null,
): TData {
  if (rspCd === RSP_CD.success) return data as TData;
  if (rspCd === RSP_CD.notSignedIn) {
    return fail(rspCd, REQUEST_ERROR_TEXTS.notSignedIn);
  }
  // An empty rspInf would give the user an empty toast; the catalogue's catch-all text is clearer.
  return fail(
    rspCd,
    typeof rspInf === 'string' && rspInf.trim() !== '' ? rspInf : REQUEST_ERROR_TEXTS.busy,
  );
}

function fail(rspCd: string, message: string): never {
  throw new RequestError('envelope', message, { rspCd, status: 200 });
}
