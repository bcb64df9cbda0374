import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './envelopeError.js';
import { findBadText, findNonFiniteNumber, jsonTooDeep, MAX_JSON_DEPTH } from './inputText.js';

/** rspInf of a body nested deeper than {@link MAX_JSON_DEPTH}. */
export const TOO_DEEP_MESSAGE = `请求无效：JSON 嵌套超过 ${MAX_JSON_DEPTH} 层`;

/**
 * Parses JSON text that came from a caller (a body, a decrypted body, a JSON-text argument such
 * as `ContentDataList`), refusing a nesting deeper than {@link MAX_JSON_DEPTH} before parsing.
 *
 * @throws EnvelopeError 40000 naming `what` when the text is too deep or not JSON.
 */
export function parseCallerJson(text: string, what: string): unknown {
  if (jsonTooDeep(text)) throw badRequest(`${what}无效：JSON 嵌套超过 ${MAX_JSON_DEPTH} 层`);
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`${what}不是有效的 JSON`);
  }
}

function describe(where: 'query' | 'params' | 'body', path: string): string {
  if (where === 'query') return `查询参数 ${path}`;
  if (where === 'params') return `路径参数 ${path}`;
  return path === '' ? '请求体' : `请求体字段 ${path}`;
}

/**
 * Refuses a request whose query, path parameters or body hold text the database cannot store
 * (NUL or a lone surrogate, see `inputText.ts`), naming the field.
 *
 * Also refuses a body number that is not finite (`1e400`), naming the field.
 *
 * @throws EnvelopeError 40000 `{字段} 含有无法保存的字符（NUL 或不成对的 UTF-16 代理项）`,
 *   `请求体字段 {字段} 数字超出范围（不是有限数）`
 */
export function refuseUnstorableText(request: FastifyRequest): void {
  for (const where of ['query', 'params', 'body'] as const) {
    const path = findBadText(request[where]);
    if (path !== undefined) {
      throw badRequest(
        `${describe(where, path)} 含有无法保存的字符（NUL 或不成对的 UTF-16 代理项）`,
      );
    }
  }
  const huge = findNonFiniteNumber(request.body);
  if (huge !== undefined) throw badRequest(`${describe('body', huge)} 数字超出范围（不是有限数）`);
}

/**
 * Installs the text check for every route as a `preHandler`. Registered after the security
 * layer, so it also sees a decrypted body and an unsigned caller is refused for its signature
 * first.
 */
export function installInputGuards(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    refuseUnstorableText(request);
  });
}
