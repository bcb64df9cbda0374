import { useState, type DragEvent, type ReactNode } from 'react';
import {
  Box,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import type { DepartmentTreeNode } from '@tessera/api';
import type { DropPlace } from '../../admin/departmentMoves.js';
import { departmentRows, type DepartmentRow } from '../../admin/userForm.js';
import { USER_ADMIN_TEXTS as T } from '../../admin/userAdminTexts.js';

/** Dragging departments (the Departments screen): where a drop may land and what it does. */
export interface DepartmentDrag {
  /** False for a drop under the dragged department itself (no indicator, no drop). */
  canDrop: (draggedId: string, targetId: string) => boolean;
  onDrop: (draggedId: string, targetId: string, place: DropPlace) => void;
}

/** The drop place of the pointer over a row: its top quarter before, bottom quarter after. */
function placeOf(event: DragEvent<HTMLElement>, root: boolean): DropPlace {
  if (root) return 'inside';
  const box = event.currentTarget.getBoundingClientRect();
  const y = event.clientY - box.top;
  if (y < box.height / 4) return 'before';
  if (y > (box.height * 3) / 4) return 'after';
  return 'inside';
}

/** The look of the drop indicator: a line above or below the row, or the row highlighted. */
const DROP_STYLE: Record<DropPlace, object> = {
  before: {
    boxShadow: (t: { palette: { primary: { main: string } } }) =>
      `inset 0 2px 0 ${t.palette.primary.main}`,
  },
  after: {
    boxShadow: (t: { palette: { primary: { main: string } } }) =>
      `inset 0 -2px 0 ${t.palette.primary.main}`,
  },
  inside: { bgcolor: 'action.selected', outline: 1, outlineColor: 'primary.main' },
};

/**
 * The department tree (spec 2 §3 Department) on the left of the user list and of the Departments
 * screen: the virtual root 所有部门, then the departments in their order; a click chooses one.
 * Branches fold and unfold (the view's own state). With `drag`, a department is dragged before,
 * after or into another (the root: to the top level); `actions` adds a row's own buttons.
 */
export function DepartmentTree({
  root,
  chosen,
  onChoose,
  drag,
  actions,
  width = 240,
}: {
  root: DepartmentTreeNode | null;
  /** The chosen department's id, `''` for 所有部门. */
  chosen: string;
  onChoose: (departmentId: string) => void;
  drag?: DepartmentDrag;
  actions?: (row: DepartmentRow) => ReactNode;
  width?: number;
}) {
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<{ id: string; place: DropPlace } | null>(null);
  const rows = departmentRows(root);
  // A row is hidden while any department above it is folded.
  const visible: typeof rows = [];
  const hiddenBelow: number[] = [];
  for (const row of rows) {
    while (hiddenBelow.length && hiddenBelow[hiddenBelow.length - 1]! >= row.depth)
      hiddenBelow.pop();
    if (hiddenBelow.length === 0) visible.push(row);
    if (folded.has(row.id) && hiddenBelow.length === 0) hiddenBelow.push(row.depth);
  }
  const toggle = (id: string) =>
    setFolded((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const rootId = root?.id ?? '';

  /** The drag handlers of a row (the root's when `id` is the root's). */
  const dropTarget = (id: string) =>
    drag && {
      draggable: id !== rootId,
      onDragStart: (event: DragEvent<HTMLElement>) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', id);
        setDragged(id);
      },
      onDragEnd: () => {
        setDragged(null);
        setOver(null);
      },
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (!dragged || !drag.canDrop(dragged, id)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        const place = placeOf(event, id === rootId);
        if (over?.id !== id || over.place !== place) setOver({ id, place });
      },
      onDragLeave: () => setOver((now) => (now?.id === id ? null : now)),
      onDrop: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        const place = placeOf(event, id === rootId);
        if (dragged && drag.canDrop(dragged, id)) drag.onDrop(dragged, id, place);
        setDragged(null);
        setOver(null);
      },
    };
  const dropStyle = (id: string) => (over?.id === id ? DROP_STYLE[over.place] : {});

  return (
    <Paper variant="outlined" sx={{ width, flexShrink: 0 }} data-testid="department-tree">
      <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5, pb: 1, color: 'text.secondary' }}>
        {T.departments}
      </Typography>
      <List dense disablePadding sx={{ pb: 1 }}>
        <ListItemButton
          selected={chosen === ''}
          onClick={() => onChoose('')}
          sx={{ pl: 1.5, ...dropStyle(rootId) }}
          data-testid="department-root"
          {...dropTarget(rootId)}
        >
          <AccountTreeOutlinedIcon fontSize="small" sx={{ mr: 1, color: 'primary.main' }} />
          <ListItemText
            primary={root?.label || T.allDepartments}
            slotProps={{ primary: { sx: { fontWeight: 600 } } }}
          />
        </ListItemButton>
        {visible.map((row) => (
          <ListItemButton
            key={row.id}
            selected={chosen === row.id}
            onClick={() => onChoose(row.id)}
            sx={{
              pl: 1.5 + (row.depth + 1) * 2,
              opacity: dragged === row.id ? 0.5 : 1,
              ...(drag ? { cursor: 'grab' } : {}),
              '& .department-actions': { visibility: 'hidden' },
              '&:hover .department-actions, &.Mui-selected .department-actions': {
                visibility: 'visible',
              },
              ...dropStyle(row.id),
            }}
            data-testid="department-node"
            data-department={row.label}
            {...dropTarget(row.id)}
          >
            <Box sx={{ width: 24, mr: 0.5, display: 'flex', justifyContent: 'center' }}>
              {row.hasChildren && (
                <IconButton
                  size="small"
                  aria-label={folded.has(row.id) ? '展开' : '收起'}
                  onClick={(event) => {
                    event.stopPropagation();
                    toggle(row.id);
                  }}
                  sx={{ p: 0.25 }}
                >
                  {folded.has(row.id) ? (
                    <ChevronRightIcon sx={{ fontSize: 18 }} />
                  ) : (
                    <ExpandMoreIcon sx={{ fontSize: 18 }} />
                  )}
                </IconButton>
              )}
            </Box>
            <FolderOutlinedIcon sx={{ fontSize: 18, mr: 1, color: 'text.secondary' }} />
            <ListItemText primary={row.label} />
            {actions && (
              <Box
                className="department-actions"
                sx={{ display: 'flex', ml: 0.5 }}
                onClick={(event) => event.stopPropagation()}
              >
                {actions(row)}
              </Box>
            )}
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
