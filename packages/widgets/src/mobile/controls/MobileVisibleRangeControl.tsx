// The VisibleRange control, mobile flavour: the chosen range as tags and a button opening the
// full-screen picker; 确定 keeps the choice and fires `change` with it (spec 1 §2, §4).
import { useMemo, useState } from 'react';
import { Button, Tag } from 'antd-mobile';
import { VISIBLE_RANGE_TEXTS } from '../../controls/controlTexts.js';
import { useControl } from '../../controls/useControl.js';
import { readVisibleRangeModes } from '../../controls/visibleRangeModes.js';
import { initialSelection, type SelectedRangeItem } from '../../controls/visibleRangeSelection.js';
import { WIDGET_EVENTS } from '../../controls/widgetEvents.js';
import type { WidgetProps } from '../../registry/createWidgetRegistry.js';
import { MobileVisibleRangePicker } from './MobileVisibleRangePicker.js';

/**
 * typeName `VisibleRange`: `props.label`, `props.title` (the picker's, default 可见范围),
 * `props.visibleConfig`, `props.customVisibleConfig`, `props.value` (the items chosen at first).
 */
export function MobileVisibleRangeControl({ control }: WidgetProps) {
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
  return (
    <div
      data-testid="visible-range-control"
      role="group"
      aria-label={label || title}
      style={{ background: '#fff', padding: 12, height: '100%', boxSizing: 'border-box' }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        {label ? <span style={{ flex: 1, fontSize: 15, fontWeight: 600 }}>{label}</span> : null}
        <Button size="small" color="primary" fill="outline" onClick={() => setOpen(true)}>
          {VISIBLE_RANGE_TEXTS.choose}
        </Button>
      </div>
      <div
        data-testid="visible-range-value"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginTop: 8 }}
      >
        {value.length === 0 ? (
          <span style={{ color: 'var(--adm-color-weak)', fontSize: 14 }}>
            {VISIBLE_RANGE_TEXTS.nothingChosen}
          </span>
        ) : (
          value.map((item) => (
            <Tag key={`${item.type}:${item.value}`} color="primary" round>
              {item.label}
            </Tag>
          ))
        )}
      </div>
      <MobileVisibleRangePicker
        open={open}
        title={title}
        modes={modes}
        fields={value}
        onCancel={() => setOpen(false)}
        onConfirm={(items) => {
          setValue(items);
          setOpen(false);
          void runtime.fire(WIDGET_EVENTS.change, items);
        }}
      />
    </div>
  );
}
