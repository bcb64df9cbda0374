// The tree of the visible-range dialog (spec 1 §2 "a tree"): a nested list with a checkbox
// (multi-select modes) or a radio (single-select modes) on each choosable node.
import { useState } from 'react';
import {
  Box,
  Checkbox,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Radio,
} from '@mui/material';
import type { VisibleRangeItem } from '../../controls/visibleRangeTypes.js';
import { ChevronRightIcon, ExpandMoreIcon, FolderIcon } from './controlIcons.js';

/** Props of {@link VisibleRangeTree}. */
export interface VisibleRangeTreeProps {
  items: readonly VisibleRangeItem[];
  multi: boolean;
  /** A search is on: every node is drawn open. */
  expandAll: boolean;
  isSelected(item: VisibleRangeItem): boolean;
  onToggle(item: VisibleRangeItem): void;
}

function TreeNode({
  item,
  props,
  depth,
}: {
  item: VisibleRangeItem;
  props: VisibleRangeTreeProps;
  depth: number;
}) {
  // Top-level nodes and the department groups of the member mode start open, other deeper nodes
  // closed (a search opens all).
  const [open, setOpen] = useState(depth === 0 || item.selectable === false);
  const children = item.children ?? [];
  const expanded = props.expandAll || open;
  const selectable = item.selectable !== false;
  const checked = selectable && props.isSelected(item);
  const Control = props.multi ? Checkbox : Radio;
  return (
    <Box
      component="li"
      role="treeitem"
      aria-expanded={children.length > 0 ? expanded : undefined}
      aria-selected={selectable ? checked : undefined}
      sx={{ listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', pl: depth * 2.5 }}>
        <Box sx={{ width: 32, display: 'flex', justifyContent: 'center', flexShrink: 0 }}>
          {children.length > 0 && (
            <IconButton
              size="small"
              aria-label={expanded ? `收起 ${item.label}` : `展开 ${item.label}`}
              onClick={() => setOpen(!expanded)}
              disabled={props.expandAll}
            >
              {expanded ? (
                <ExpandMoreIcon fontSize="small" />
              ) : (
                <ChevronRightIcon fontSize="small" />
              )}
            </IconButton>
          )}
        </Box>
        <ListItemButton
          dense
          sx={{ borderRadius: 1, py: 0 }}
          onClick={() => (selectable ? props.onToggle(item) : setOpen(!expanded))}
        >
          <ListItemIcon sx={{ minWidth: 36 }}>
            {selectable ? (
              <Control
                edge="start"
                size="small"
                checked={checked}
                tabIndex={-1}
                disableRipple
                // The row's click toggles the item; the input only shows the state.
                slotProps={{ input: { 'aria-label': item.label, readOnly: true } }}
              />
            ) : (
              <FolderIcon fontSize="small" sx={{ color: 'warning.light', ml: 0.5 }} />
            )}
          </ListItemIcon>
          <ListItemText primary={item.label} slotProps={{ primary: { noWrap: true } }} />
        </ListItemButton>
      </Box>
      {expanded && children.length > 0 && (
        <List disablePadding role="group">
          {children.map((child) => (
            <TreeNode key={child.id} item={child} props={props} depth={depth + 1} />
          ))}
        </List>
      )}
    </Box>
  );
}

/** The items of the chosen mode as a tree. */
export function VisibleRangeTree(props: VisibleRangeTreeProps) {
  return (
    <List dense disablePadding role="tree" aria-multiselectable={props.multi}>
      {props.items.map((item) => (
        <TreeNode key={item.id} item={item} props={props} depth={0} />
      ))}
    </List>
  );
}
