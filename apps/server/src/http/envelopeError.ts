import { RSP_CD } from '@tessera/protocol';

/**
 * An expected failure that answers a failure envelope with a clear `rspInf` (protocol README
 * "Envelope"). Thrown by handlers and turned into `{ rspCd, rspInf, data: null }` by the
 * server's error handler.
 */
export class EnvelopeError extends Error {
  readonly rspCd: string;
  /** HTTP status of the answer: 200 unless the refusal is 401 or 403 (spec 1 §8). */
  readonly status: number;
  /** Extra answer headers (e.g. `loginconcurrentsession: 1` on a 401). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    rspCd: string,
    rspInf: string,
    options: { status?: number; headers?: Record<string, string> } = {},
  ) {
    super(rspInf);
    this.name = 'EnvelopeError';
    this.rspCd = rspCd;
    this.status = options.status ?? 200;
    this.headers = options.headers ?? {};
  }
}

/** Bad input (`40000`): a missing or malformed parameter. */
export function badRequest(rspInf: string): EnvelopeError {
  return new EnvelopeError(RSP_CD.badRequest, rspInf);
}

/** The addressed app, page, schema or item does not exist (`40400`). */
export function notFound(rspInf: string): EnvelopeError {
  return new EnvelopeError(RSP_CD.notFound, rspInf);
}
