import { RSP_CD } from '@tessera/protocol';
import type { Refusal, RefusalCode } from '@tessera/workflow';
import { unauthorized } from '../../authorization/caller.js';
import { EnvelopeError } from '../../http/envelopeError.js';

/*
 * How a refusal of `decide` answers (README "Workflow runtime"): the engine's Chinese message as
 * rspInf, the code mapped to the envelope's rspCd. Nothing was written.
 */

const RSP_CD_OF: Record<RefusalCode, { rspCd: string; status: number }> = {
  'not-signed-in': { rspCd: RSP_CD.notSignedIn, status: 401 },
  forbidden: { rspCd: RSP_CD.forbidden, status: 403 },
  'operation-not-allowed': { rspCd: RSP_CD.forbidden, status: 403 },
  'not-found': { rspCd: RSP_CD.notFound, status: 200 },
  finished: { rspCd: RSP_CD.versionConflict, status: 200 },
  'task-not-pending': { rspCd: RSP_CD.versionConflict, status: 200 },
  conflict: { rspCd: RSP_CD.versionConflict, status: 200 },
  'workflow-disabled': { rspCd: RSP_CD.versionConflict, status: 200 },
  'too-frequent': { rspCd: RSP_CD.versionConflict, status: 200 },
  'comment-required': { rspCd: RSP_CD.badRequest, status: 200 },
  invalid: { rspCd: RSP_CD.badRequest, status: 200 },
};

/** The envelope error of a refusal. */
export function refusalError(refusal: Refusal): EnvelopeError {
  if (refusal.code === 'not-signed-in') return unauthorized();
  const { rspCd, status } = RSP_CD_OF[refusal.code] ?? RSP_CD_OF.invalid;
  return new EnvelopeError(rspCd, refusal.message, { status });
}

/** 40900: another command changed the instance first (a compare-and-set found nothing). */
export const CONCURRENT_CHANGE_MESSAGE = '该审批已被他人处理，请刷新后重试';

/** A 40900 refusal for a lost compare-and-set. */
export function concurrentChange(): EnvelopeError {
  return new EnvelopeError(RSP_CD.versionConflict, CONCURRENT_CHANGE_MESSAGE);
}
