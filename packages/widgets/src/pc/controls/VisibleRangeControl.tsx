// The VisibleRange control: the chosen range as tags and a button opening the visible-range
// dialog (spec 1 §2, §4); 确定 keeps the choice and fires `change` with it.
import { useMemo, useState } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import { useControl } from '../../controls/useControl.js';
import { WIDGET_EVENTS } from '../../controls/widgetEvents.js';
import { VISIBLE_RANGE_TEXTS } from '../../controls/controlTexts.js';
import { readVisibleRangeModes } from '../../controls/visibleRangeModes.js';
import { initialSelection, type SelectedRangeItem } from '../../controls/visibleRangeSelection.js';
import type { WidgetProps } from '../../registry/createWidgetRegistry.js';
import { VisibleRangeDialog } from './VisibleRangeDialog.js';

/**
 * typeName `VisibleRange`: `props.label` (the field's label), `props.title` (the dialog's,
 * default 可见范围), `props.visibleConfig`, `props.customVisibleConfig` and `props.value` (the
 * items chosen at first).
 */
export function VisibleRangeControl({ control }: WidgetProps) {
  const runtime = useControl(control);
  const props = control.props ?? {};
  const modes = useMemo(
    () => readVisibleRangeModes(props.visibleConfig, props.customVisibleConfig),
    [props.visibleConfig, props.customVisibleConfig],
  );
  const [value, setValue] = useState<SelectedRangeItem[]>(() => initialSelection(props.value));
  const [open, setOpen] = useState(false);
  if (!runtime.visible) return null;
  const label = typeof props.label === 'string' ? props.label : '';
  const title =
    typeof props.title === 'string' && props.title ? props.title : VISIBLE_RANGE_TEXTS.title;
  const confirm = (items: SelectedRangeItem[]) => {
    setValue(items);
    setOpen(false);
    void runtime.fire(WIDGET_EVENTS.change, items);
  };
  return (
    <Box
      data-testid="visible-range-control"
      role="group"
      aria-label={label || title}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        p: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {label && (
          <Typography variant="subtitle2" sx={{ fontWeight: 600, flex: 1 }}>
            {label}
          </Typography>
        )}
        <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
          {VISIBLE_RANGE_TEXTS.choose}
        </Button>
      </Box>
      <Box
        data-testid="visible-range-value"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 0.75,
          flex: 1,
          minHeight: 0,
          overflow: 'auto',
          alignContent: 'flex-start',
        }}
      >
        {value.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {VISIBLE_RANGE_TEXTS.nothingChosen}
          </Typography>
        ) : (
          value.map((item) => (
            <Chip
              key={`${item.type}:${item.value}`}
              label={item.label}
              size="small"
              color="primary"
            />
          ))
        )}
      </Box>
      <VisibleRangeDialog
        open={open}
        title={title}
        modes={modes}
        fields={value}
        onCancel={() => setOpen(false)}
        onConfirm={confirm}
      />
    </Box>
  );
}
