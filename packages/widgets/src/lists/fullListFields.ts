import { PAGING, type PageJsonData } from '@tessera/protocol';
import type { FullListHandOver } from './fullListHandOver.js';

/** A word that can name a field: where a binding, filter or event text may mention one. */
const WORD = /[A-Za-z_$][\w$]*/g;

function collectWords(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    for (const word of value.match(WORD) ?? []) into.add(word);
  } else if (Array.isArray(value)) {
    for (const entry of value) collectWords(entry, into);
  } else if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      collectWords(key, into);
      collectWords(entry, into);
    }
  }
}

/**
 * The fields /full-list asks for of the handed-over list's source (README "Lists", "Field
 * selection"): every word written anywhere in the list's definition (bindings, events, conditions,
 * formats) and in the page's data sources (a filter reading this source's cursor) and page-level
 * settings. /full-list draws that one list, so nothing else reads the source's rows; a word that
 * is no field costs nothing (the server leaves out names an item lacks), and a field only a
 * reader of the whole row would need is named somewhere in these texts. Answers `{}` when the
 * list has no source.
 *
 * @example
 * usePageData(handOver.pageId, { selectFields: (page) => fullListFields(handOver, page) });
 */
export function fullListFields(
  handOver: FullListHandOver,
  page: PageJsonData,
): Record<string, string[]> {
  const dsId = handOver.control.bindInfo?.dsId;
  if (typeof dsId !== 'string' || !dsId) return {};
  const words = new Set<string>();
  collectWords(handOver.control, words);
  collectWords(page.pageDataSource ?? [], words);
  collectWords(page.templateDataSource ?? [], words);
  collectWords({ ...page.pageData, controls: [] }, words);
  return { [dsId]: [...words].sort() };
}

/**
 * The rows /full-list asks for first (README "Lists", "First rows first"): one load-more step
 * (spec 1 §9: 20) — a phone screen shows about 10 rows, the virtualiser draws 6 more beyond it —
 * for the handed-over list's source; its whole topN follows once they are painted. Answers `{}`
 * when the list has no source.
 *
 * @example
 * usePageData(handOver.pageId, { firstRows: () => fullListFirstRows(handOver) });
 */
export function fullListFirstRows(handOver: FullListHandOver): Record<string, number> {
  const dsId = handOver.control.bindInfo?.dsId;
  return typeof dsId === 'string' && dsId ? { [dsId]: PAGING.loadMoreStep } : {};
}
