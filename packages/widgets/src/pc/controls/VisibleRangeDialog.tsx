// The visible-range dialog (spec 1 §2 Visible-range dialog, §4 states): 可见范围, 600 px wide.
import { useId } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  InputAdornment,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { VISIBLE_RANGE_TEXTS } from '../../controls/controlTexts.js';
import { useVisibleRange } from '../../controls/useVisibleRange.js';
import type { SelectedRangeItem } from '../../controls/visibleRangeSelection.js';
import type { VisibleRangeMode } from '../../controls/visibleRangeTypes.js';
import { SearchIcon } from './controlIcons.js';
import { VisibleRangeTree } from './VisibleRangeTree.js';

/** spec 1 §2: the dialog is 600 px wide. */
export const VISIBLE_RANGE_DIALOG_WIDTH = 600;

/** Props of {@link VisibleRangeDialog}. */
export interface VisibleRangeDialogProps {
  open: boolean;
  /** Default 可见范围. */
  title?: string;
  /** The shown modes (`readVisibleRangeModes`); keep the array's identity between renders. */
  modes: readonly VisibleRangeMode[];
  /** The items the selection starts from each time the dialog opens. */
  fields?: readonly SelectedRangeItem[];
  onCancel(): void;
  /** 确定: the chosen items; the caller closes the dialog. */
  onConfirm(items: SelectedRangeItem[]): void;
}

/**
 * Picks departments, members, roles, posts, tags, ranks or a data source's values over the real
 * organisation calls. Single-select modes replace their previous choice; 全选 (multi-select modes)
 * selects or deselects the whole tree of the mode; 移除全部 clears every choice.
 */
export function VisibleRangeDialog(props: VisibleRangeDialogProps) {
  const range = useVisibleRange(props.modes, props.fields, props.open);
  const titleId = useId();
  const { mode } = range;
  const count = range.selection.length;
  return (
    <Dialog
      open={props.open}
      onClose={props.onCancel}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{
        paper: { sx: { width: VISIBLE_RANGE_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } },
      }}
    >
      <DialogTitle id={titleId}>{props.title || VISIBLE_RANGE_TEXTS.title}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary" data-testid="visible-range-count">
            {VISIBLE_RANGE_TEXTS.selectedCount(count)}
          </Typography>
          <Button size="small" color="error" disabled={count === 0} onClick={range.clear}>
            {VISIBLE_RANGE_TEXTS.removeAll}
          </Button>
        </Box>
        <Box
          data-testid="visible-range-tags"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.75,
            minHeight: 40,
            maxHeight: 112,
            overflow: 'auto',
            p: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'action.hover',
          }}
        >
          {range.selection.map((item) => (
            <Chip
              key={`${item.type}:${item.value}`}
              label={item.label}
              size="small"
              color="primary"
              variant="outlined"
              onDelete={() => range.remove(item)}
              sx={{ bgcolor: 'background.paper' }}
            />
          ))}
        </Box>
        {range.modes.length > 1 && (
          <RadioGroup
            row
            aria-label="模式"
            value={mode?.key ?? ''}
            onChange={(event) => range.selectMode(event.target.value)}
          >
            {range.modes.map((candidate) => (
              <FormControlLabel
                key={candidate.key}
                value={candidate.key}
                control={<Radio size="small" />}
                label={candidate.title}
              />
            ))}
          </RadioGroup>
        )}
        <TextField
          size="small"
          fullWidth
          placeholder={VISIBLE_RANGE_TEXTS.search}
          value={range.keyword}
          onChange={(event) => range.setKeyword(event.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': VISIBLE_RANGE_TEXTS.search },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {mode?.multi && (
          <FormControlLabel
            sx={{ ml: 0.25 }}
            control={
              <Checkbox
                size="small"
                checked={range.allState === 'all'}
                indeterminate={range.allState === 'some'}
                disabled={range.loading || range.error !== null}
                onChange={range.toggleAll}
              />
            }
            label={VISIBLE_RANGE_TEXTS.selectAll}
          />
        )}
        <Box
          sx={{
            height: 300,
            overflow: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            py: 0.5,
          }}
        >
          {range.loading ? (
            <Box
              role="status"
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 1,
                height: '100%',
                color: 'text.secondary',
              }}
            >
              <CircularProgress size={18} aria-hidden="true" />
              <Typography variant="body2">{VISIBLE_RANGE_TEXTS.loading}</Typography>
            </Box>
          ) : range.error !== null ? (
            <Typography
              role="alert"
              variant="body2"
              color="error"
              sx={{ p: 2, textAlign: 'center' }}
            >
              {range.error}
            </Typography>
          ) : range.tree.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
              {VISIBLE_RANGE_TEXTS.empty}
            </Typography>
          ) : (
            <VisibleRangeTree
              items={range.tree}
              multi={mode?.multi ?? true}
              expandAll={range.keyword.trim() !== ''}
              isSelected={range.isSelected}
              onToggle={range.toggle}
            />
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>{VISIBLE_RANGE_TEXTS.cancel}</Button>
        <Button variant="contained" onClick={() => props.onConfirm(range.selection)}>
          {VISIBLE_RANGE_TEXTS.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
