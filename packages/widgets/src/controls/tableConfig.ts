// The Table control's configuration: columns from the bound fields of a data source, paged by
// the scheduler (spec 1 §9 "skip = (page-1) x size").
import type { Control } from '@tessera/protocol';
import { boundField, type BoundField } from '../internals/listModel.js';

/** One column: the bound field and its header. */
export interface TableColumn extends BoundField {
  label: string;
}

/** What a Table control draws. */
export interface TableConfig {
  dsId: string | undefined;
  title: string;
  showTitle: boolean;
  columns: TableColumn[];
  pageSize: number;
  /** The page sizes offered, the configured one among them. */
  pageSizeOptions: number[];
}

/** Our default rows per page when `cssData.pagination.pageSize` is not set. */
export const DEFAULT_TABLE_PAGE_SIZE = 10;

/**
 * Reads `bindInfo.dsId`, `bindInfo.fields` (`[{ fieldName, label, fieldType }]`, the header
 * falling back to the field name), `props.title`/`titleIsShow` and `cssData.pagination.pageSize`.
 */
export function readTableConfig(
  control: Pick<Control, 'props' | 'bindInfo' | 'cssData'>,
): TableConfig {
  const props = control.props ?? {};
  const fields = Array.isArray(control.bindInfo?.fields)
    ? (control.bindInfo.fields as unknown[])
    : [];
  const columns: TableColumn[] = [];
  for (const raw of fields) {
    const field = boundField(raw);
    if (!field) continue;
    const label =
      raw && typeof raw === 'object' && typeof (raw as { label?: unknown }).label === 'string'
        ? (raw as { label: string }).label
        : field.name;
    columns.push({ ...field, label });
  }
  const configured = control.cssData?.pagination?.pageSize;
  const pageSize =
    typeof configured === 'number' && configured > 0
      ? Math.floor(configured)
      : DEFAULT_TABLE_PAGE_SIZE;
  const title = typeof props.title === 'string' ? props.title : '';
  return {
    dsId: control.bindInfo?.dsId || undefined,
    title,
    showTitle: props.titleIsShow !== false && title !== '',
    columns,
    pageSize,
    pageSizeOptions: [...new Set([5, 10, 25, 50, pageSize])].sort((a, b) => a - b),
  };
}
