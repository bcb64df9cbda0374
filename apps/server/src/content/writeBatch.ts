import type { ContentItem } from '@tessera/protocol';
import { badRequest, EnvelopeError } from '../http/envelopeError.js';
import { parseCallerJson } from '../http/inputGuards.js';
import type { JsonObject } from '../http/inputSchemas.js';
import { isGuid } from '../http/requestParams.js';
import { lockContentItems } from './lockContentItems.js';
import { createContent, deleteContent, updateContent, type WriteContext } from './writeContent.js';

/** Most entries one batch may carry. */
export const MAX_BATCH_ENTRIES = 5000;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads `ContentDataList` (spec 2 §7.4 "POST {app}/content/{schema}/batch (ContentDataList,
 * JSON text)") of the batch body (a JSON object or a list, checked by the route's schema): a
 * list, or its JSON text. A bare list body is read the same way.
 *
 * @throws EnvelopeError 40000 when it is neither, empty, or too long.
 */
export function readContentDataList(body: unknown[] | JsonObject): unknown[] {
  let list: unknown = Array.isArray(body) ? body : body.ContentDataList;
  if (typeof list === 'string') {
    list = parseCallerJson(list, 'ContentDataList ');
  }
  if (!Array.isArray(list)) throw badRequest('缺少 ContentDataList（内容数据列表）');
  if (list.length === 0 || list.length > MAX_BATCH_ENTRIES) {
    throw badRequest(`ContentDataList 应含 1 到 ${MAX_BATCH_ENTRIES} 条`);
  }
  return list;
}

async function writeEntry(ctx: WriteContext, entry: unknown): Promise<ContentItem> {
  if (!isPlainObject(entry)) throw badRequest('应为对象');
  const { id, expectedVersion } = entry;
  if (id === undefined) return createContent(ctx, entry);
  if (entry.delete === true) {
    return deleteContent(ctx, id, { expectedVersion: expectedVersion as number | undefined });
  }
  if (!isPlainObject(entry.data)) throw badRequest('更新条目应为 { id, data, expectedVersion? }');
  return updateContent(ctx, id, entry.data, {
    mode: 'replace',
    expectedVersion: expectedVersion as number | undefined,
  });
}

/**
 * Writes a batch in the caller's transaction (`ctx.db`): an entry without `id` adds an item,
 * `{ id, data, expectedVersion? }` replaces one, `{ id, delete: true }` deletes one. The rows it
 * names are locked first, in id order. The first failing entry throws its envelope error with
 * its position, and the caller rolls back, so a batch with one bad entry leaves nothing written.
 */
export async function writeBatch(
  ctx: WriteContext,
  entries: readonly unknown[],
): Promise<ContentItem[]> {
  // Locks in id order first, so opposite-order batches queue instead of deadlocking.
  const ids = entries.flatMap((entry) =>
    isPlainObject(entry) && isGuid(entry.id) ? [entry.id.toLowerCase()] : [],
  );
  await lockContentItems(ctx.db, ctx.schema.appId, [...new Set(ids)]);
  const written: ContentItem[] = [];
  for (const [index, entry] of entries.entries()) {
    try {
      written.push(await writeEntry(ctx, entry));
    } catch (error) {
      if (error instanceof EnvelopeError) {
        throw new EnvelopeError(
          error.rspCd,
          `第 ${index + 1} 条失败（整批未保存）：${error.message}`,
        );
      }
      throw error;
    }
  }
  return written;
}
