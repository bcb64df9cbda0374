import type { Control } from '@tessera/protocol';
import { DS_URL_PREFIX } from './tesseraFetcher.js';

/** The runtime grid of spec 1 §9 (12 columns, 150 px rows, 4 px margins), for amis' grid-2d. */
const GRID = { cols: 12, rowHeight: 150, gap: 4 } as const;

function bound(binding: unknown): string {
  if (typeof binding === 'string') return binding;
  if (binding && typeof binding === 'object' && 'fieldName' in binding)
    return String((binding as { fieldName: unknown }).fieldName);
  return '';
}

/** One List control as amis components: a `service` (its source, cached) around a `list`. */
function listOf(control: Control): Record<string, unknown> {
  const bind = (control.bindInfo ?? {}) as Record<string, unknown>;
  const props = (control.props ?? {}) as Record<string, unknown>;
  const title = bound(bind.title);
  const description = bound(bind.description);
  return {
    type: 'service',
    className: 'bench-widget',
    // amis shares one pending call among identical cached apis: one call per data source.
    api: { method: 'get', url: `${DS_URL_PREFIX}${String(bind.dsId)}`, cache: 600_000 },
    body: {
      type: 'list',
      title: props.titleIsShow === false ? undefined : String(props.title ?? ''),
      source: '${items}',
      placeholder: '暂无数据',
      listItem: { title: `\${${title}}`, desc: description ? `\${${description}}` : undefined },
    },
  };
}

/** An amis page schema. */
export type AmisPage = { type: 'page' } & Record<string, unknown>;

/**
 * The page's controls as one amis page: a `grid-2d` at the runtime grid's measures with each
 * control at its `layout` box (the 12-column one; amis counts from 1). Only List controls are translated — the
 * bench page has nothing else.
 */
export function toAmisSchema(controls: readonly Control[]): AmisPage {
  const grids = controls
    .filter((control) => control.typeName === 'List' && !control.parentId)
    .map((control) => {
      const layout = control.layout;
      return {
        x: layout.x + 1,
        y: layout.y + 1,
        w: layout.w,
        h: layout.h,
        ...listOf(control),
      };
    });
  return {
    type: 'page' as const,
    body: { type: 'grid-2d', cols: GRID.cols, rowHeight: GRID.rowHeight, gap: GRID.gap, grids },
  };
}
