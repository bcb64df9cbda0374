import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import type { Control } from '@tessera/protocol';
import {
  GridRenderer,
  createWidgetRegistry,
  defaultWidgets,
  type WidgetProps,
} from '../pc/index.js';
import { articles, control, listControl, ready } from '../__tests__/fixtures.js';
import { SourcesProvider } from '../__tests__/fixtures.js';

// spec 1 §9 runtime grid: row height 150, margin 4x4, the container padding equals the margin;
// a 1204 px container is breakpoint md (996 < 1204 <= 1280): 20 columns of
// (1204 - 19*4 - 2*4) / 20 = 56 px.
const WIDTH = 1204;
const COL = 56;
const MARGIN = 4;
const ROW = 150;

function Label({ control: c }: WidgetProps) {
  return <div>{`widget ${c.id}`}</div>;
}

function Boom(): never {
  throw new Error('broken widget');
}

const registry = createWidgetRegistry({ ...defaultWidgets, Label, Boom });

function cell(id: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-control-id="${id}"]`);
  if (!element) throw new Error(`no grid cell for ${id}`);
  return element;
}

function box(id: string) {
  const grid = document.querySelector('[data-testid="grid-renderer"]')!.getBoundingClientRect();
  const rect = cell(id).getBoundingClientRect();
  return {
    x: rect.left - grid.left,
    y: rect.top - grid.top,
    width: rect.width,
    height: rect.height,
  };
}

function renderGrid(controls: Control[], width = WIDTH) {
  return render(
    <div style={{ width }}>
      <GridRenderer controls={controls} registry={registry} />
    </div>,
  );
}

describe('GridRenderer layout (spec 1 §4, §9)', () => {
  it('places controls at their grid positions on the runtime grid (md: 20 columns)', async () => {
    const screen = await renderGrid([
      control('a', 'Label', { x: 0, y: 0, w: 6, h: 1 }),
      // Overlaps a's columns, so vertical compaction keeps it on row 1.
      control('b', 'Label', { x: 3, y: 1, w: 4, h: 2 }),
    ]);
    await expect.element(screen.getByText('widget b')).toBeVisible();
    const a = box('a');
    const b = box('b');
    expect(a.x).toBeCloseTo(MARGIN, 0);
    expect(a.y).toBeCloseTo(MARGIN, 0);
    expect(b.x - a.x).toBeCloseTo(3 * (COL + MARGIN), 0);
    expect(b.y - a.y).toBeCloseTo(1 * (ROW + MARGIN), 0);
    expect(a.width).toBeCloseTo(6 * COL + 5 * MARGIN, 0);
    expect(b.height).toBeCloseTo(2 * ROW + MARGIN, 0);
  });

  it('compacts items vertically into free space', async () => {
    const screen = await renderGrid([control('alone', 'Label', { x: 2, y: 5, w: 2, h: 1 })]);
    await expect.element(screen.getByText('widget alone')).toBeVisible();
    expect(box('alone').y).toBeCloseTo(MARGIN, 0);
  });

  it('measures its width from the container and follows it when it resizes', async () => {
    const screen = await renderGrid([control('full', 'Label', { x: 0, y: 0, w: 12, h: 1 })], 604);
    await expect.element(screen.getByText('widget full')).toBeVisible();
    expect(box('full').width).toBeCloseTo(604 - 2 * MARGIN, 0);
    (
      cell('full').closest('[data-testid="grid-renderer"]')!.parentElement as HTMLElement
    ).style.width = '804px';
    await expect.poll(() => Math.round(box('full').width)).toBe(804 - 2 * MARGIN);
  });

  it('is not draggable: a drag leaves the control where it was', async () => {
    const screen = await renderGrid([control('still', 'Label', { x: 2, y: 0, w: 2, h: 1 })]);
    await expect.element(screen.getByText('widget still')).toBeVisible();
    const before = box('still');
    await screen.getByText('widget still').dropTo(screen.getByTestId('grid-renderer'), {
      targetPosition: { x: 1000, y: 10 },
    });
    expect(box('still')).toEqual(before);
    // No resize handle a user could see or grab.
    const handles = [...cell('still').querySelectorAll('.react-resizable-handle')];
    expect(handles.every((handle) => handle.getBoundingClientRect().width === 0)).toBe(true);
  });
});

describe('GridRenderer widgets', () => {
  it('draws each control with the registered component for its typeName', async () => {
    const screen = await render(
      <SourcesProvider results={{ news: ready(articles(2)) }}>
        <GridRenderer controls={[listControl()]} registry={registry} />
      </SourcesProvider>,
    );
    await expect.element(screen.getByTestId('list-widget')).toBeVisible();
    await expect.element(screen.getByRole('listitem').nth(1)).toHaveTextContent('文章 2');
  });

  it('shows a small placeholder naming an unknown typeName', async () => {
    const screen = await renderGrid([
      control('x', 'Chart3D', { x: 0, y: 0, w: 2, h: 1 }),
      control('ok', 'Label', { x: 2, y: 0, w: 2, h: 1 }),
    ]);
    await expect
      .element(screen.getByTestId('unknown-widget'))
      .toHaveTextContent('未知控件: Chart3D');
    await expect.element(screen.getByText('widget ok')).toBeVisible();
  });

  it('keeps the page when one widget throws, and reports the error', async () => {
    const onWidgetError = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const screen = await render(
      <GridRenderer
        registry={registry}
        onWidgetError={onWidgetError}
        controls={[
          control('bad', 'Boom', { x: 0, y: 0, w: 2, h: 1 }),
          control('good', 'Label', { x: 2, y: 0, w: 2, h: 1 }),
        ]}
      />,
    );
    await expect
      .element(screen.getByTestId('widget-error'))
      .toHaveTextContent('控件渲染出错: Boom');
    await expect.element(screen.getByText('widget good')).toBeVisible();
    expect(onWidgetError).toHaveBeenCalledWith(
      expect.any(Error),
      expect.objectContaining({ id: 'bad' }),
      expect.anything(),
    );
  });

  it('draws only the children of parentId', async () => {
    const screen = await render(
      <GridRenderer
        registry={registry}
        parentId="box"
        controls={[
          control('root', 'Label', { x: 0, y: 0, w: 2, h: 1 }),
          { ...control('inner', 'Label', { x: 0, y: 0, w: 2, h: 1 }), parentId: 'box' },
        ]}
      />,
    );
    await expect.element(screen.getByText('widget inner')).toBeVisible();
    expect(screen.getByText('widget root').query()).toBeNull();
  });
});
