import { RSP_CD } from '@tessera/protocol';
import { createGraphQLError } from 'graphql-yoga';
import type { ContentWriteKind } from '../../authorization/operationAccess.js';
import type { Db } from '../../db/database.js';
import {
  BAD_VALUE_MESSAGE,
  CONCURRENT_WRITE_MESSAGE,
  isBadValueError,
  isDatabaseUnreachable,
  DATABASE_UNREACHABLE_MESSAGE,
  isRetryableTransactionError,
} from '../../db/databaseErrors.js';
import { EnvelopeError } from '../../http/envelopeError.js';
import { isStatementTimeout, STATEMENT_TIMEOUT_MESSAGE } from '../../db/statementTimeout.js';
import type { ContentChangeBus } from '../realtime/contentChangeBus.js';
import type { ExportCollector } from './exportCollector.js';
import type { RequestLane } from './requestLane.js';
import type { WorkflowIds } from './workflowMode.js';
import { SkippedWriteError, type WriteSession } from './writeSession.js';

/** What the resolvers of an app's content schema receive as GraphQL context. */
export interface ContentContext {
  /** Reads and writes of this request (one transaction once something is written). */
  session: WriteSession;
  /** Where a change is announced to subscribers (spec 1 §7 contentChanged). */
  changes: ContentChangeBus;
  /** Who is calling: written to createdBy/lastModifiedBy (all zeros: anonymous). */
  actor: string;
  /**
   * Refuses a write of an anonymous caller (401), or of one lacking the named operation or the
   * schema's own operation for the kind of write (403) (README "Authorization"); every mutation
   * calls it before writing.
   */
  authorizeWrite(
    operationId: string | null | undefined,
    write: { schemaName: string; kind: ContentWriteKind },
  ): Promise<void>;
  /** Refuses (401) an anonymous read of a schema no public page binds (README "Authorization"). */
  authorizeRead(schemaName: string): Promise<void>;
  /**
   * Refuses a query in workflow mode the caller may not make (`workflowMode.ts`): 401, 403, or
   * 40400 for an unknown instance or node. Nothing to check without ids.
   */
  authorizeWorkflow(ids: WorkflowIds): Promise<void>;
  /**
   * Present when this request may stream very long item lists instead of building them in
   * memory (the export query, spec 1 §7); absent for batches and encrypted bodies.
   */
  exports?: ExportCollector;
  /** Serialises this request's content reads (`requestLane.ts`); absent: no serialising. */
  lane?: RequestLane;
}

/** The `extensions.code` of errors the route answers with their own rspCd. */
export const ENVELOPE_ERROR_CODE = 'TESSERA_ENVELOPE';

/**
 * Runs a resolver body and turns expected failures into GraphQL errors carrying the envelope
 * code (`extensions.rspCd`), so the route answers 40000/40400/40900 with the message (a value
 * the database refuses as data answers 40000; a statement cancelled at the database's timeout
 * answers 40000 "查询超时…"). Anything
 * else is rethrown untouched and masked by yoga (50000, logged, never echoed).
 */
export async function answer<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof EnvelopeError) {
      throw createGraphQLError(error.message, {
        extensions: { code: ENVELOPE_ERROR_CODE, rspCd: error.rspCd },
      });
    }
    if (isStatementTimeout(error)) {
      throw createGraphQLError(STATEMENT_TIMEOUT_MESSAGE, {
        extensions: { code: ENVELOPE_ERROR_CODE, rspCd: RSP_CD.badRequest },
      });
    }
    if (isDatabaseUnreachable(error)) {
      // README "Database outages": a known fault of the server, answered with a clear text.
      throw createGraphQLError(DATABASE_UNREACHABLE_MESSAGE, {
        extensions: { code: ENVELOPE_ERROR_CODE, rspCd: RSP_CD.serverError },
      });
    }
    if (isRetryableTransactionError(error)) {
      // The route runs the request again; if it still loses, this is what the caller sees.
      throw createGraphQLError(CONCURRENT_WRITE_MESSAGE, {
        extensions: { code: ENVELOPE_ERROR_CODE, rspCd: RSP_CD.versionConflict },
      });
    }
    if (isBadValueError(error)) {
      // README "Bad input": a value the database refuses (e.g. from a GraphQL literal).
      throw createGraphQLError(BAD_VALUE_MESSAGE, {
        extensions: { code: ENVELOPE_ERROR_CODE, rspCd: RSP_CD.badRequest },
      });
    }
    if (error instanceof SkippedWriteError) {
      throw createGraphQLError(error.message, {
        extensions: { code: ENVELOPE_ERROR_CODE, rspCd: RSP_CD.badRequest, skipped: true },
      });
    }
    throw error;
  }
}

/** The reader of a request: its open transaction, else the database. */
export function reader(context: ContentContext): Db {
  return context.session.executor();
}
