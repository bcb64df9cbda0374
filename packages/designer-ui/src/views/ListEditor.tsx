import { useState } from 'react';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  addListItem,
  checkItemField,
  listItems,
  listItemTitle,
  moveListItem,
  removeListItem,
  setListItemValue,
  type ListEditor,
} from '@tessera/designer';
import { ValueEditor, type BoundFieldOption, type ValueChange } from './FieldEditor.js';

/**
 * A list-valued property (README "List-valued properties"): one row per item with its title,
 * move up / down and delete; a row opens to the item's declared fields (a nested list inside
 * too). Adding, removing and moving are history steps of their own; typing in an item's field
 * merges like any field. The whole list is written each time, one command.
 */
export function ListEditorField({
  label,
  editor,
  error,
  testId,
  value,
  onChange,
  boundFields,
}: {
  label: string;
  editor: ListEditor;
  error: string | null;
  testId: string;
  value: unknown;
  onChange: ValueChange;
  boundFields: readonly BoundFieldOption[];
}) {
  const items = listItems(value);
  // UI state only (README "Decisions"): which rows are open, by index.
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const full = editor.max !== undefined && items.length >= editor.max;
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  const move = (from: number, to: number) => {
    onChange(moveListItem(items, from, to), { step: true });
    setOpen((current) => {
      const next = new Set<number>();
      for (const index of current) {
        next.add(index === from ? to : index === to ? from : index);
      }
      return next;
    });
  };
  const remove = (index: number) => {
    onChange(removeListItem(items, index), { step: true });
    setOpen(
      (current) =>
        new Set([...current].filter((i) => i !== index).map((i) => (i > index ? i - 1 : i))),
    );
  };
  const add = () => {
    onChange(addListItem(editor, items), { step: true });
    setOpen((current) => new Set([...current, items.length]));
  };

  return (
    <Box data-testid={testId}>
      <Stack direction="row" alignItems="center" sx={{ mb: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, flex: 1 }}>
          {label}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {editor.max !== undefined ? `${items.length} / ${editor.max}` : `${items.length} 项`}
        </Typography>
      </Stack>
      <Stack
        sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}
        divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}
      >
        {items.length === 0 && (
          <Typography color="text.secondary" fontSize={12} sx={{ px: 1.5, py: 1 }}>
            还没有{editor.itemName}
          </Typography>
        )}
        {items.map((item, index) => {
          const title = listItemTitle(editor, item, index);
          const expanded = open.has(index);
          const itemId = `${testId}-${index}`;
          return (
            <Box key={typeof item.id === 'string' ? item.id : index} data-testid={itemId}>
              <Stack
                direction="row"
                alignItems="center"
                sx={{ pl: 0.5, pr: 0.5, minHeight: 36, '&:hover': { bgcolor: 'action.hover' } }}
              >
                <IconButton
                  size="small"
                  aria-label={expanded ? `收起${title}` : `展开${title}`}
                  onClick={() => toggle(index)}
                >
                  {expanded ? (
                    <ExpandLessIcon fontSize="small" />
                  ) : (
                    <ExpandMoreIcon fontSize="small" />
                  )}
                </IconButton>
                <Typography
                  fontSize={13}
                  noWrap
                  sx={{ flex: 1, cursor: 'pointer' }}
                  onClick={() => toggle(index)}
                >
                  {title}
                </Typography>
                <Tooltip title="上移">
                  <span>
                    <IconButton
                      size="small"
                      aria-label="上移"
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      <ArrowUpwardIcon sx={{ fontSize: 16 }} />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="下移">
                  <span>
                    <IconButton
                      size="small"
                      aria-label="下移"
                      disabled={index === items.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <ArrowDownwardIcon sx={{ fontSize: 16 }} />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="删除">
                  <IconButton size="small" aria-label="删除" onClick={() => remove(index)}>
                    <DeleteOutlineIcon sx={{ fontSize: 18 }} />
                  </IconButton>
                </Tooltip>
              </Stack>
              {expanded && (
                <Stack spacing={1.5} sx={{ px: 1.5, pt: 0.5, pb: 1.5 }}>
                  {editor.fields.map((field) => {
                    const fieldValue = item[field.key] ?? field.default;
                    return (
                      <ValueEditor
                        key={field.key}
                        label={field.label}
                        editor={field.editor}
                        error={checkItemField(field, fieldValue)}
                        testId={`${itemId}-${field.key}`}
                        value={fieldValue}
                        boundFields={boundFields}
                        onChange={(next, options) =>
                          onChange(setListItemValue(items, index, field.key, next), options)
                        }
                      />
                    );
                  })}
                </Stack>
              )}
            </Box>
          );
        })}
      </Stack>
      {!full && (
        <Button
          size="small"
          startIcon={<AddIcon />}
          sx={{ mt: 0.5 }}
          onClick={add}
          data-testid={`${testId}-add`}
        >
          添加{editor.itemName}
        </Button>
      )}
      {error && (
        <Typography color="error" fontSize={12} sx={{ mt: 0.5 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
