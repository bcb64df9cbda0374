import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  type DragEvent,
  type MouseEvent,
} from 'react';
import { Box, Typography } from '@mui/material';
import {
  GridLayout,
  getCompactor,
  useContainerWidth,
  type Layout,
  type LayoutItem,
} from 'react-grid-layout';
import { controlType, type ControlJson } from '@tessera/designer';
import { COLS, type Breakpoint } from '@tessera/layout';
import type { Control } from '@tessera/protocol';
import { controlCellStyle } from '@tessera/widgets/pc';
import {
  useChildren,
  useControlJson,
  useDesignerState,
  useDesignerWidgets,
  useSession,
} from '../react/DesignerContext.js';
import { calcGridItemPosition } from 'react-grid-layout/core';
import { snapGuides } from '../model/snapGuides.js';
import { freeDragHandler, guideLayer, otherBoxes } from './freeDrag.js';
import { RemoteSelection } from './presenceViews.js';
import { usePalette } from './paletteDrag.js';

/** The runtime grid's row height and gaps (spec 1 §9), so the canvas is what the page will be. */
const ROW_HEIGHT = 150;
const MARGIN: [number, number] = [4, 4];
const DROPPING_ID = '__dropping-elem__';

/** The box a control has at a breakpoint: its own one there, else its base layout. */
export function boxAt(control: ControlJson, breakpoint: Breakpoint) {
  const layouts = control.layouts as Partial<Record<Breakpoint, Control['layout']>> | undefined;
  const base = (control.layout as Control['layout'] | undefined) ?? { x: 0, y: 0, w: 1, h: 1 };
  return breakpoint === 'lg' ? base : (layouts?.[breakpoint] ?? base);
}

/** One control on the canvas: its real widget (events off), or the grid of a container. */
const DesignCell = memo(function DesignCell({ id }: { id: string }) {
  const control = useControlJson(id);
  const selected = useDesignerState((s) => s.selection.includes(id));
  const session = useSession();
  const widgets = useDesignerWidgets();
  // The grid item around the cell shows its resize handles while selected (set here, so that
  // selecting re-renders the selected cells only, not the whole grid).
  const cell = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    cell.current?.parentElement?.classList.toggle('tessera-selected', selected);
  }, [selected]);
  if (!control) return null;
  const declaration = controlType(control.typeName);
  const Widget = widgets[control.typeName];
  // Bubbling, not stopped: the grid item around the cell starts its drag from the same press.
  const select = (event: MouseEvent) => {
    const { selection } = session.getSnapshot();
    if (event.shiftKey || event.metaKey || event.ctrlKey) {
      session.select(
        selection.includes(id) ? selection.filter((s) => s !== id) : [...selection, id],
      );
    } else session.select([id]);
    if (declaration?.container) session.chooseContainer({ parent: id });
  };
  return (
    <Box
      ref={cell}
      data-testid="design-control"
      data-control-id={id}
      data-type-name={control.typeName}
      data-selected={selected || undefined}
      onMouseDown={select}
      sx={{
        position: 'relative',
        height: '100%',
        boxSizing: 'border-box',
        bgcolor: 'background.paper',
        outline: selected ? '2px solid' : '1px dashed',
        outlineColor: selected ? 'primary.main' : 'rgba(25,118,210,0.35)',
        outlineOffset: -1,
        borderRadius: 0.5,
        overflow: 'hidden',
        cursor: 'move',
      }}
    >
      <RemoteSelection id={id} />
      {selected && (
        <Typography
          component="span"
          sx={{
            position: 'absolute',
            top: 0,
            left: 0,
            zIndex: 4,
            px: 0.75,
            fontSize: 11,
            lineHeight: '18px',
            color: '#fff',
            bgcolor: 'primary.main',
            borderBottomRightRadius: 4,
          }}
        >
          {declaration?.label ?? control.typeName}
        </Typography>
      )}
      {declaration?.container ? (
        <Box sx={{ height: '100%', p: 0.5, boxSizing: 'border-box', overflow: 'auto' }}>
          <DesignGrid parent={id} nested />
        </Box>
      ) : (
        // The widget takes no pointer input in design mode: a click selects, a drag moves.
        <Box
          sx={{ height: '100%', overflow: 'hidden', pointerEvents: 'none' }}
          style={controlCellStyle(control as unknown as Control)}
        >
          {Widget ? (
            <Widget control={control as unknown as Control} />
          ) : (
            <Typography color="text.secondary" sx={{ p: 1, fontSize: 13 }}>
              {control.typeName}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
});

/**
 * Controls stay where they are put and may overlap (spec 1 §3: each has a z-index; the stacking
 * commands order them): nothing is compacted, and a dragged control never pushes the others
 * aside (which on a full grid cascaded through hundreds of controls on every pointer move).
 */
const FREE_PLACEMENT = getCompactor(null, true);

/** The grid of the page (parent null) or of a container, with drag, resize and drop. */
export function DesignGrid({
  parent,
  nested = false,
  minHeight = nested ? 40 : 480,
}: {
  parent: string | null;
  nested?: boolean;
  /** The area that takes drops while the grid is empty (default 40 nested, 480 for the page). */
  minHeight?: number;
}) {
  const session = useSession();
  const children = useChildren(parent);
  const breakpoint = useDesignerState((s) => s.breakpoint);
  const readOnly = useDesignerState((s) => s.readOnly);
  const { width, containerRef, mounted } = useContainerWidth();
  const palette = usePalette();
  const cols = COLS[breakpoint];
  const layout: Layout = useMemo(
    () =>
      children.map((control) => {
        const box = boxAt(control, breakpoint);
        const locked = !!box.static;
        return { i: control.id, x: box.x, y: box.y, w: box.w, h: box.h, static: locked };
      }),
    [children, breakpoint],
  );

  const commit = useCallback(
    (_layout: Layout, _old: LayoutItem | null, item: LayoutItem | null) => {
      if (!item) return;
      const control = session.view.control(item.i);
      if (!control) return;
      const box = boxAt(control, breakpoint);
      if (box.x === item.x && box.y === item.y && box.w === item.w && box.h === item.h) return;
      session.commands.setLayout(
        item.i,
        { ...box, x: item.x, y: item.y, w: item.w, h: item.h },
        breakpoint === 'lg' ? undefined : breakpoint,
      );
      // A resize is one step of the history, recorded when it stops.
      session.history.stopCapturing();
    },
    [session, breakpoint],
  );

  const onDrop = useCallback(
    (_layout: Layout, item: LayoutItem | undefined) => {
      const typeName = palette.dragged();
      palette.end();
      if (!item || !typeName) return;
      try {
        const id = session.commands.addControl({
          typeName,
          place: { parent },
          layout: { x: item.x, y: item.y, w: item.w, h: item.h },
        });
        session.history.stopCapturing();
        session.select([id]);
      } catch (error) {
        palette.refuse(error);
      }
    },
    [palette, parent, session],
  );

  // Moving a control: the drag layer (freeDrag.ts), one command on release.
  const startDrag = useMemo(
    () =>
      freeDragHandler({
        // Looked up per press, under the element that takes it (the library may render it anew).
        grid: (host) => host.querySelector<HTMLElement>(':scope > .tessera-design-grid'),
        position: () => ({
          cols,
          rowHeight: ROW_HEIGHT,
          margin: MARGIN,
          containerPadding: [0, 0],
          containerWidth: width,
          maxRows: Infinity,
        }),
        box: (id) => {
          const control = session.view.control(id);
          return control ? boxAt(control, breakpoint) : undefined;
        },
        onMoved: (id, to) => {
          const control = session.view.control(id);
          if (!control) return;
          session.commands.setLayout(
            id,
            { ...boxAt(control, breakpoint), ...to },
            breakpoint === 'lg' ? undefined : breakpoint,
          );
          // A drag is one step of the history, recorded when it stops.
          session.history.stopCapturing();
        },
      }),
    [breakpoint, cols, session, width],
  );

  // Snap lines while a control is resized (the library resizes by whole cells: the lines show
  // where the box's edges and centre meet another box's).
  const resizeGuides = useRef<{
    layer: ReturnType<typeof guideLayer>;
    others: ReturnType<typeof otherBoxes>;
  } | null>(null);
  const onResize = useCallback(
    (
      _layout: Layout,
      _old: LayoutItem | null,
      item: LayoutItem | null,
      _placeholder: LayoutItem | null,
      _event: Event,
      element: HTMLElement | null,
    ) => {
      const grid = element?.parentElement;
      if (!item || !grid) return;
      const params = {
        cols,
        rowHeight: ROW_HEIGHT,
        margin: MARGIN,
        containerPadding: [0, 0] as [number, number],
        containerWidth: width,
        maxRows: Infinity,
      };
      resizeGuides.current ??= {
        layer: guideLayer(grid),
        others: otherBoxes(grid, item.i, params, (id) => {
          const control = session.view.control(id);
          return control ? boxAt(control, breakpoint) : undefined;
        }),
      };
      const at = calcGridItemPosition(params, item.x, item.y, item.w, item.h);
      const { layer, others } = resizeGuides.current;
      layer.draw(snapGuides(at, others, 0.5).guides);
    },
    [breakpoint, cols, session, width],
  );
  const onResizeStop = useCallback(
    (layout: Layout, old: LayoutItem | null, item: LayoutItem | null) => {
      resizeGuides.current?.layer.clear();
      resizeGuides.current = null;
      commit(layout, old, item);
    },
    [commit],
  );

  const dragged = palette.dragged();
  const size = dragged ? (controlType(dragged)?.size ?? { w: 4, h: 1 }) : { w: 4, h: 1 };

  return (
    <Box
      ref={containerRef}
      data-testid={nested ? 'design-container-grid' : 'design-grid'}
      onPointerDown={(event) => {
        // A read-only designer selects (to read the properties) and never moves.
        if (!readOnly) startDrag(event);
        // As with the press below: the container around a nested grid is not dragged from it.
        if (nested) event.stopPropagation();
      }}
      onMouseDown={(event: MouseEvent) => {
        // A container's grid keeps its presses: the container around it neither selects itself
        // nor starts dragging when a control inside (or the grid's empty area) is pressed.
        if (nested) event.stopPropagation();
        if (
          event.target !== event.currentTarget &&
          !(event.target as HTMLElement).classList.contains('tessera-design-grid')
        )
          return;
        session.select([]);
        session.chooseContainer({ parent });
      }}
      sx={{
        minHeight,
        height: nested ? '100%' : undefined,
        position: 'relative',
      }}
    >
      {mounted && (
        <GridLayout
          className="tessera-design-grid"
          // The whole area takes drops, also while the grid is empty (its own height is its rows').
          style={{ minHeight }}
          width={width}
          layout={layout}
          gridConfig={{ cols, rowHeight: ROW_HEIGHT, margin: MARGIN, containerPadding: [0, 0] }}
          dragConfig={{ enabled: false }}
          // A read-only designer gets no resize handles and drops nothing.
          resizeConfig={{ enabled: !readOnly, handles: ['se', 'e', 's'] }}
          dropConfig={{
            enabled: !readOnly,
            defaultItem: size,
            onDragOver: (event: DragEvent | globalThis.DragEvent) => {
              const type = palette.dragged();
              if (!type) return false;
              if (nested && parent) {
                const accepts = controlType(session.view.control(parent)?.typeName ?? '')?.container
                  ?.accepts;
                if (accepts && !accepts(type)) return false;
              }
              event.stopPropagation?.();
              const s = controlType(type)?.size ?? { w: 4, h: 1 };
              return { w: s.w, h: s.h };
            },
          }}
          droppingItem={{ i: DROPPING_ID, x: 0, y: 0, ...size }}
          compactor={FREE_PLACEMENT}
          onResize={onResize}
          onResizeStop={onResizeStop}
          onDrop={onDrop}
        >
          {children.map((control) => (
            // No selection state here: selecting re-renders the selected cells, not the grid.
            <div key={control.id} data-grid-id={control.id}>
              <DesignCell id={control.id} />
            </div>
          ))}
        </GridLayout>
      )}
      {children.length === 0 && !nested && (
        <Typography
          color="text.secondary"
          sx={{
            position: 'absolute',
            top: 180,
            left: 0,
            right: 0,
            textAlign: 'center',
            pointerEvents: 'none',
          }}
        >
          从左侧组件面板拖入组件，开始搭建页面
        </Typography>
      )}
    </Box>
  );
}
