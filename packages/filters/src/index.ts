export { buildFilterText, buildDataSourceFilter, combineFilterTexts } from './buildFilterText.js';
export {
  filterSkipReason,
  dropEmptyCustomerFilters,
  isEmptyFilterValue,
  SELECT_ALL_MARKER,
  USER_SUBJECT_FIELDS,
} from './filterSkipReason.js';
export { formatFieldPath, isFilterOperation, NEARBY_DEFAULT_DISTANCE_M } from './formatFilter.js';
export {
  formatLiteral,
  formatDateTime,
  formatNumber,
  formatGeography,
  userSubject,
} from './formatLiteral.js';
export {
  escapeRegExp,
  escapePercent,
  quoteFilterString,
  readFilterString,
  unescapePercent,
} from './escapeFilterText.js';
export {
  parseFilterText,
  MAX_FILTER_DEPTH,
  MAX_LIST_LENGTH,
  MAX_PATH_SEGMENTS,
  MAX_LITERAL_LENGTH,
  MAX_FILTER_TERMS,
} from './parseFilterText.js';
export { tokenizeFilterText, parseDateTimeText, MAX_FILTER_LENGTH } from './tokenizeFilterText.js';
export { FilterSyntaxError } from './filterAst.js';
export { buildSearchFilters, defaultFilterOperation } from './buildSearchFilters.js';
export {
  buildContentsQuery,
  buildExportQuery,
  contentsQueryName,
  CONTENT_ITEM_FIELDS,
  CONTENTS_QUERY_DEFAULTS,
  EXPORT_TOP,
} from './buildContentsQuery.js';
export {
  listQueryableFields,
  isQueryFieldType,
  NON_QUERYABLE_FIELDS,
} from './listQueryableFields.js';
export {
  encodeBase64,
  decodeBase64,
  encodeBase64Url,
  decodeBase64Url,
  encodeBase64Bytes,
  decodeBase64Bytes,
  Base64Error,
  BASE64_ERROR_MESSAGE,
  BASE64URL_ERROR_MESSAGE,
} from '@tessera/protocol';
export { FilterError } from './FilterError.js';
export type { FilterErrorCode } from './FilterError.js';
export type { FilterToken } from './tokenizeFilterText.js';
export type {
  CompareOperator,
  FieldPath,
  FilterLiteral,
  FilterNode,
  FilterOperand,
  GeographyLiteral,
  PresenceFunction,
  SetFunction,
  TextFunction,
} from './filterAst.js';
export type { FilterSkipReason } from './filterSkipReason.js';
export type { SearchEntry } from './buildSearchFilters.js';
export type {
  ContentsQueryOptions,
  ContentsQueryBody,
  ContentsQueryRequest,
  ContentsQueryVariables,
} from './buildContentsQuery.js';
export type { QueryableFieldLike } from './listQueryableFields.js';
export type { BuildFilterOptions, DataSourceFilters, Filter, FilterOperation } from './types.js';
