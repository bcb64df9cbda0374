import { useMemo, useState } from 'react';
import {
  Box,
  InputAdornment,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import {
  CHOOSE_CONTAINER_FIRST,
  CONTROL_TYPES,
  PALETTE_GROUPS,
  type ControlTypeDeclaration,
} from '@tessera/designer';
import { useMessages } from '@tessera/react';
import { useDesignerState, useSession } from '../react/DesignerContext.js';
import { ControlIcon } from './icons.js';
import { usePalette } from './paletteDrag.js';

function matches(declaration: ControlTypeDeclaration, query: string): boolean {
  if (!query) return true;
  const q = query.toLowerCase();
  return [declaration.label, declaration.typeName, ...declaration.keywords].some((word) =>
    word.toLowerCase().includes(q),
  );
}

/** The add-control panel: every widget type, searchable; drag onto the canvas or click to add. */
export function Palette() {
  const session = useSession();
  const messages = useMessages();
  const palette = usePalette();
  // README "Co-editing": a read-only designer adds nothing.
  const readOnly = useDesignerState((s) => s.readOnly);
  const [query, setQuery] = useState('');
  const groups = useMemo(
    () =>
      PALETTE_GROUPS.map((group) => ({
        group,
        items: CONTROL_TYPES.filter((d) => d.group === group && matches(d, query.trim())),
      })).filter((g) => g.items.length > 0),
    [query],
  );

  const add = (declaration: ControlTypeDeclaration) => {
    const { container } = session.getSnapshot();
    // spec 1 §2: the designer first clicks where the control goes.
    if (!container) {
      messages.warning(CHOOSE_CONTAINER_FIRST);
      return;
    }
    const siblings = session.view.children(container.parent);
    const y = siblings.reduce((bottom, c) => {
      const box = c.layout as { y: number; h: number } | undefined;
      return Math.max(bottom, box ? box.y + box.h : 0);
    }, 0);
    try {
      const id = session.commands.addControl({
        typeName: declaration.typeName,
        place: container,
        layout: { x: 0, y, ...declaration.size },
      });
      session.history.stopCapturing();
      session.select([id]);
    } catch (error) {
      palette.refuse(error);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }} data-testid="palette">
      <Box sx={{ p: 1.5, pb: 1 }}>
        <TextField
          size="small"
          fullWidth
          placeholder="搜索组件"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <List dense sx={{ overflow: 'auto', flex: 1, pt: 0 }}>
        {groups.map(({ group, items }) => (
          <li key={group}>
            <ul style={{ padding: 0 }}>
              <ListSubheader sx={{ lineHeight: '32px', bgcolor: 'background.paper' }}>
                {group}
              </ListSubheader>
              {items.map((declaration) => (
                <ListItemButton
                  key={declaration.typeName}
                  data-testid="palette-item"
                  data-type-name={declaration.typeName}
                  draggable={!readOnly}
                  disabled={readOnly}
                  unselectable="on"
                  onDragStart={(event) => {
                    // Firefox needs data to start a drag; the type itself is kept in state.
                    event.dataTransfer.setData('text/plain', declaration.typeName);
                    palette.start(declaration.typeName);
                  }}
                  onDragEnd={() => palette.end()}
                  onClick={() => add(declaration)}
                  sx={{ mx: 1, borderRadius: 1, cursor: 'grab' }}
                >
                  <ListItemIcon sx={{ minWidth: 32, color: 'primary.main' }}>
                    <ControlIcon name={declaration.icon} />
                  </ListItemIcon>
                  <ListItemText primary={declaration.label} secondary={declaration.typeName} />
                </ListItemButton>
              ))}
            </ul>
          </li>
        ))}
        {groups.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 2, fontSize: 13 }}>
            没有匹配的组件
          </Typography>
        )}
      </List>
    </Box>
  );
}
