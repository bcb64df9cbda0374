import { useState, type DragEvent } from 'react';
import { Box, List, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import WebIcon from '@mui/icons-material/Web';
import { controlType, type ControlJson } from '@tessera/designer';
import { useAllControls, useDesignerState, useSession } from '../react/DesignerContext.js';
import { ControlIcon } from './icons.js';
import { usePalette } from './paletteDrag.js';
import { RemoteSelectionBar } from './presenceViews.js';
import { REGION_CAPTIONS, regionsOf, useLayoutModel } from './regions.js';

const parentOf = (control: ControlJson) => (control.parentId as string | null | undefined) ?? null;

/** The outline tree of the page: select a control, drag one onto a container to move it there. */
export function Outline() {
  const session = useSession();
  const controls = useAllControls();
  const selection = useDesignerState((s) => s.selection);
  const readOnly = useDesignerState((s) => s.readOnly);
  const palette = usePalette();
  const regions = regionsOf(useLayoutModel());
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null | undefined>(undefined);

  const byParent = new Map<string | null, ControlJson[]>();
  for (const control of controls) {
    const list = byParent.get(parentOf(control)) ?? [];
    list.push(control);
    byParent.set(parentOf(control), list);
  }

  const dropOn = (parent: string | null) => (event: DragEvent) => {
    event.preventDefault();
    setOver(undefined);
    const id = dragging;
    setDragging(null);
    if (!id || id === parent) return;
    try {
      // Reparenting is one command: the control and what is inside it move together.
      session.commands.moveControl(id, { parent });
      session.history.stopCapturing();
    } catch (error) {
      palette.refuse(error);
    }
  };
  const allowDrop = (parent: string | null) => (event: DragEvent) => {
    if (!dragging) return;
    event.preventDefault();
    setOver(parent);
  };

  const rows = (parent: string | null, depth: number): React.ReactNode[] =>
    (byParent.get(parent) ?? []).flatMap((control) => {
      const declaration = controlType(control.typeName);
      const container = !!declaration?.container;
      const title = (control.props as { title?: string; label?: string } | undefined) ?? {};
      return [
        <ListItemButton
          key={control.id}
          data-testid="outline-item"
          data-control-id={control.id}
          selected={selection.includes(control.id)}
          draggable={!readOnly}
          onDragStart={(event) => {
            event.dataTransfer.setData('text/plain', control.id);
            setDragging(control.id);
          }}
          onDragEnd={() => setDragging(null)}
          onDragOver={container ? allowDrop(control.id) : undefined}
          onDrop={container ? dropOn(control.id) : undefined}
          onClick={() => {
            session.select([control.id]);
            if (container) session.chooseContainer({ parent: control.id });
          }}
          sx={{
            pl: 1.5 + depth * 2,
            py: 0.25,
            position: 'relative',
            outline: over === control.id ? '2px dashed' : undefined,
            outlineColor: 'primary.main',
          }}
        >
          <RemoteSelectionBar id={control.id} />
          <ListItemIcon sx={{ minWidth: 28 }}>
            <ControlIcon name={declaration?.icon ?? ''} />
          </ListItemIcon>
          <ListItemText
            primary={title.title || title.label || declaration?.label || control.typeName}
            secondary={declaration?.label}
            slotProps={{ primary: { noWrap: true, fontSize: 13 }, secondary: { fontSize: 11 } }}
          />
        </ListItemButton>,
        ...rows(control.id, depth + 1),
      ];
    });

  return (
    <Box sx={{ overflow: 'auto', height: '100%' }} data-testid="outline">
      <List dense>
        <ListItemButton
          data-testid="outline-page"
          onClick={() => {
            session.select([]);
            session.chooseContainer({ parent: null });
          }}
          onDragOver={allowDrop(null)}
          onDrop={dropOn(null)}
          sx={{ outline: over === null ? '2px dashed' : undefined, outlineColor: 'primary.main' }}
        >
          <ListItemIcon sx={{ minWidth: 28 }}>
            <WebIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="页面" slotProps={{ primary: { fontSize: 13, fontWeight: 600 } }} />
        </ListItemButton>
        {rows(null, 1)}
        {regions.map(({ name, parentId }) => [
          <ListItemButton
            key={parentId}
            data-testid="outline-region"
            data-region={name}
            onClick={() => {
              session.select([]);
              session.chooseContainer({ parent: parentId });
            }}
            onDragOver={allowDrop(parentId)}
            onDrop={dropOn(parentId)}
            sx={{
              outline: over === parentId ? '2px dashed' : undefined,
              outlineColor: 'primary.main',
            }}
          >
            <ListItemIcon sx={{ minWidth: 28 }}>
              <WebIcon fontSize="small" color="action" />
            </ListItemIcon>
            <ListItemText
              primary={REGION_CAPTIONS[name]}
              slotProps={{ primary: { fontSize: 13, fontWeight: 600 } }}
            />
          </ListItemButton>,
          ...rows(parentId, 1),
        ])}
      </List>
      {controls.length === 0 && (
        <Typography color="text.secondary" sx={{ px: 2, fontSize: 13 }}>
          页面还没有组件
        </Typography>
      )}
    </Box>
  );
}
