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

/** The amis component drawing a control's rows: `list`, `table` or `cards` over `${items}`. */
function rowsOf(control: Control): Record<string, unknown> {
  const bind = (control.bindInfo ?? {}) as Record<string, unknown>;
  const props = (control.props ?? {}) as Record<string, unknown>;
  const title = props.titleIsShow === false ? undefined : String(props.title ?? '');
  const common = { title, source: '${items}', placeholder: '暂无数据' };
  switch (control.typeName) {
    case 'Table': {
      const fields = Array.isArray(bind.fields) ? (bind.fields as Record<string, unknown>[]) : [];
      const columns = fields.map((field) => ({
        name: bound(field),
        label: String(field.label ?? bound(field)),
      }));
      return { type: 'table', ...common, columns };
    }
    case 'CardList': {
      const item = (props.cardItem ?? {}) as { descList?: { fieldName?: string }[] };
      const lines = (item.descList ?? []).map((line) => ({
        type: 'tpl',
        tpl: `\${${String(line.fieldName)}}`,
      }));
      return {
        type: 'cards',
        ...common,
        card: { header: { title: `\${${bound(bind.value2)}}` }, body: lines },
      };
    }
    default: {
      const description = bound(bind.description);
      return {
        type: 'list',
        ...common,
        listItem: {
          title: `\${${bound(bind.title)}}`,
          desc: description ? `\${${description}}` : undefined,
        },
      };
    }
  }
}

/** One control as amis components: a `service` (its source, cached) around its rows. */
function widgetOf(control: Control): Record<string, unknown> {
  return {
    type: 'service',
    className: 'bench-widget',
    // amis shares one pending call among identical cached apis: one call per data source.
    api: {
      method: 'get',
      url: `${DS_URL_PREFIX}${String(control.bindInfo?.dsId)}`,
      cache: 600_000,
    },
    body: rowsOf(control),
  };
}

/** The widget kinds of the bench page. */
const BENCH_KINDS = new Set(['List', 'Table', 'CardList']);

/** An amis page schema. */
export type AmisPage = { type: 'page' } & Record<string, unknown>;

/**
 * The page's controls as one amis page: a `grid-2d` at the runtime grid's measures with each
 * control at its `layout` box (the 12-column one; amis counts from 1). Lists, tables and card
 * lists are translated — the bench page has nothing else.
 */
export function toAmisSchema(controls: readonly Control[]): AmisPage {
  const grids = controls
    .filter((control) => BENCH_KINDS.has(control.typeName) && !control.parentId)
    .map((control) => {
      const layout = control.layout;
      return {
        x: layout.x + 1,
        y: layout.y + 1,
        w: layout.w,
        h: layout.h,
        ...widgetOf(control),
      };
    });
  return {
    type: 'page' as const,
    body: { type: 'grid-2d', cols: GRID.cols, rowHeight: GRID.rowHeight, gap: GRID.gap, grids },
  };
}
