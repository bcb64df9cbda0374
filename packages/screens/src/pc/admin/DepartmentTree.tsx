import { useState } from 'react';
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
import { departmentRows } from '../../admin/userForm.js';
import { USER_ADMIN_TEXTS as T } from '../../admin/userAdminTexts.js';

/**
 * The department tree on the left of the user list (spec 2 §3 Department): the virtual root
 * 所有部门 (every user), then the departments in their order; a department filters to its
 * subtree. Branches fold and unfold (the view's own state).
 */
export function DepartmentTree({
  root,
  chosen,
  onChoose,
}: {
  root: DepartmentTreeNode | null;
  /** The chosen department's id, `''` for 所有部门. */
  chosen: string;
  onChoose: (departmentId: string) => void;
}) {
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
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
  return (
    <Paper variant="outlined" sx={{ width: 240, flexShrink: 0 }} data-testid="department-tree">
      <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5, pb: 1, color: 'text.secondary' }}>
        {T.departments}
      </Typography>
      <List dense disablePadding sx={{ pb: 1 }}>
        <ListItemButton selected={chosen === ''} onClick={() => onChoose('')} sx={{ pl: 1.5 }}>
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
            sx={{ pl: 1.5 + (row.depth + 1) * 2 }}
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
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
