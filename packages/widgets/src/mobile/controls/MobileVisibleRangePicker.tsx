// The visible-range picker, mobile flavour (spec 1 §2 "mobile pickers (flat list and drill-down
// tree with an All breadcrumb, search, cancel, all, best match, clear selection)", §4 the
// dialog's states, §9 "picker removed 300 ms after close"): a full-screen sheet over the shared
// useVisibleRange (modes, trees from the organisation calls, selection rules) and the drill-down
// model (visibleRangeDrill).
import { useState } from 'react';
import { createPortal } from 'react-dom';
import {
  Button,
  CapsuleTabs,
  Checkbox,
  DotLoading,
  ErrorBlock,
  List,
  NavBar,
  Radio,
  SearchBar,
  Tag,
} from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { VISIBLE_RANGE_PICKER_TEXTS, VISIBLE_RANGE_TEXTS } from '../../controls/controlTexts.js';
import { useVisibleRange, type VisibleRangeState } from '../../controls/useVisibleRange.js';
import {
  PICKER_REMOVE_MS,
  bestMatch,
  canDrill,
  drillLevel,
  searchHits,
} from '../../controls/visibleRangeDrill.js';
import type { SelectedRangeItem } from '../../controls/visibleRangeSelection.js';
import type { VisibleRangeItem, VisibleRangeMode } from '../../controls/visibleRangeTypes.js';
import { usePresence } from './usePresence.js';

/** Props of {@link MobileVisibleRangePicker}. */
export interface MobileVisibleRangePickerProps {
  open: boolean;
  /** Default 可见范围. */
  title?: string;
  /** The shown modes (`readVisibleRangeModes`); keep the array's identity between renders. */
  modes: readonly VisibleRangeMode[];
  /** The items the selection starts from each time the picker opens. */
  fields?: readonly SelectedRangeItem[];
  onCancel(): void;
  /** 确定: the chosen items; the caller closes the picker. */
  onConfirm(items: SelectedRangeItem[]): void;
}

function Choice({
  item,
  range,
  description,
  onDrill,
}: {
  item: VisibleRangeItem;
  range: VisibleRangeState;
  description?: string;
  onDrill?: () => void;
}) {
  const selectable = item.selectable !== false;
  const checked = selectable && range.isSelected(item);
  const multi = range.mode?.multi ?? true;
  const mark = selectable ? (
    multi ? (
      <Checkbox checked={checked} aria-label={item.label} style={{ pointerEvents: 'none' }} />
    ) : (
      <Radio checked={checked} aria-label={item.label} style={{ pointerEvents: 'none' }} />
    )
  ) : null;
  return (
    <List.Item
      data-testid="visible-range-option"
      prefix={mark}
      description={description}
      arrowIcon={false}
      onClick={selectable ? () => range.toggle(item) : onDrill}
      extra={
        onDrill ? (
          <button
            type="button"
            data-testid="visible-range-drill"
            aria-label={`${VISIBLE_RANGE_PICKER_TEXTS.lower} ${item.label}`}
            onClick={(event) => {
              event.stopPropagation();
              onDrill();
            }}
            style={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 2,
              border: 'none',
              borderLeft: '1px solid var(--adm-color-border)',
              background: 'none',
              padding: '0 0 0 12px',
              color: 'var(--adm-color-primary)',
              fontSize: 14,
            }}
          >
            {VISIBLE_RANGE_PICKER_TEXTS.lower}
            <RightOutline fontSize={12} />
          </button>
        ) : undefined
      }
    >
      <span
        role={selectable ? 'option' : undefined}
        aria-selected={selectable ? checked : undefined}
      >
        {item.label}
      </span>
    </List.Item>
  );
}

function Body({ range }: { range: VisibleRangeState }) {
  const [path, setPath] = useState<string[]>([]);
  const [pathMode, setPathMode] = useState(range.mode?.key);
  // A new mode starts at 全部.
  if (pathMode !== range.mode?.key) {
    setPathMode(range.mode?.key);
    setPath([]);
  }
  if (range.loading) {
    return (
      <div
        role="status"
        style={{ padding: 32, textAlign: 'center', color: 'var(--adm-color-weak)' }}
      >
        {VISIBLE_RANGE_TEXTS.loading}
        <DotLoading />
      </div>
    );
  }
  if (range.error !== null) {
    return (
      <div
        role="alert"
        style={{ padding: 24, textAlign: 'center', color: 'var(--adm-color-danger)' }}
      >
        {range.error}
      </div>
    );
  }
  const keyword = range.keyword.trim();
  if (keyword !== '') {
    const hits = searchHits(range.tree, keyword);
    const best = bestMatch(range.tree, keyword);
    if (hits.length === 0) {
      return (
        <ErrorBlock status="empty" title={VISIBLE_RANGE_PICKER_TEXTS.noMatch} description="" />
      );
    }
    return (
      <>
        {best ? (
          <List header={VISIBLE_RANGE_PICKER_TEXTS.bestMatch} data-testid="visible-range-best">
            <Choice
              item={best}
              range={range}
              description={hits[0]!.path.join(' / ') || undefined}
            />
          </List>
        ) : null}
        <List header={VISIBLE_RANGE_TEXTS.search}>
          {hits.slice(1).map((hit) => (
            <Choice
              key={`${hit.item.type}:${hit.item.value}`}
              item={hit.item}
              range={range}
              description={hit.path.join(' / ') || undefined}
            />
          ))}
        </List>
      </>
    );
  }
  const level = drillLevel(range.tree, path);
  const crumbs = [{ id: null, label: VISIBLE_RANGE_PICKER_TEXTS.all }, ...level.trail];
  return (
    <>
      <nav
        aria-label="层级"
        data-testid="visible-range-breadcrumb"
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 4,
          padding: '10px 16px',
          fontSize: 14,
          background: '#fff',
          borderBottom: '1px solid var(--adm-color-border)',
        }}
      >
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <span
              key={crumb.id ?? 'all'}
              style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
            >
              {index > 0 ? (
                <RightOutline fontSize={10} style={{ color: 'var(--adm-color-light)' }} />
              ) : null}
              <button
                type="button"
                data-testid="visible-range-crumb"
                aria-current={last ? 'location' : undefined}
                disabled={last}
                onClick={() => setPath(path.slice(0, index))}
                style={{
                  border: 'none',
                  background: 'none',
                  padding: 0,
                  fontSize: 14,
                  color: last ? 'var(--adm-color-text)' : 'var(--adm-color-primary)',
                }}
              >
                {crumb.label}
              </button>
            </span>
          );
        })}
      </nav>
      {level.items.length === 0 ? (
        <ErrorBlock status="empty" title={VISIBLE_RANGE_TEXTS.empty} description="" />
      ) : (
        <List>
          {level.items.map((item) => (
            <Choice
              key={item.id}
              item={item}
              range={range}
              onDrill={
                canDrill(item)
                  ? () => setPath([...level.trail.map((c) => c.id!), item.id])
                  : undefined
              }
            />
          ))}
        </List>
      )}
    </>
  );
}

/** Props of {@link MobileVisibleRangeSheet}: the picker's state and what it was opened with. */
export interface MobileVisibleRangeSheetProps extends Omit<
  MobileVisibleRangePickerProps,
  'modes' | 'fields'
> {
  range: VisibleRangeState;
}

/**
 * The full-screen sheet over a picker state (`useVisibleRange`): 取消 · title · 确定 in the bar,
 * the modes as capsules, 搜索 (with its own 取消), then either the drill-down level under the 全部
 * breadcrumb or the search's flat hits under 最佳匹配; a foot with 全选 (multi-select modes),
 * 已选择 N 项 and 清空选择, and the chosen items as tags (a tap removes one). It slides in from
 * the right and leaves the page 300 ms after it closes (spec 1 §9).
 */
export function MobileVisibleRangeSheet({ range, ...props }: MobileVisibleRangeSheetProps) {
  const { present, shown } = usePresence(props.open);
  if (!present || typeof document === 'undefined') return null;
  const count = range.selection.length;
  const title = props.title || VISIBLE_RANGE_TEXTS.title;
  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-label={title}
      data-testid="visible-range-picker"
      data-state={props.open ? 'open' : 'closing'}
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 1000,
        display: 'flex',
        flexDirection: 'column',
        background: 'var(--adm-color-box, #f5f5f5)',
        transform: shown ? 'translateX(0)' : 'translateX(100%)',
        transition: `transform ${PICKER_REMOVE_MS}ms ease`,
      }}
    >
      <NavBar
        backIcon={false}
        back={VISIBLE_RANGE_TEXTS.cancel}
        onBack={props.onCancel}
        right={
          <Button
            size="small"
            color="primary"
            fill="none"
            onClick={() => props.onConfirm(range.selection)}
          >
            {VISIBLE_RANGE_TEXTS.confirm}
          </Button>
        }
        style={{ background: '#fff', borderBottom: '1px solid var(--adm-color-border)' }}
      >
        {title}
      </NavBar>
      {range.modes.length > 1 ? (
        <CapsuleTabs
          activeKey={range.mode?.key ?? null}
          onChange={range.selectMode}
          style={{ background: '#fff' }}
        >
          {range.modes.map((mode) => (
            <CapsuleTabs.Tab key={mode.key} title={mode.title} />
          ))}
        </CapsuleTabs>
      ) : null}
      <div style={{ padding: '8px 12px', background: '#fff' }}>
        <SearchBar
          placeholder={VISIBLE_RANGE_TEXTS.search}
          aria-label={VISIBLE_RANGE_TEXTS.search}
          value={range.keyword}
          onChange={range.setKeyword}
          showCancelButton={(focus, value) => focus || value !== ''}
          cancelText={VISIBLE_RANGE_TEXTS.cancel}
          onCancel={() => range.setKeyword('')}
        />
      </div>
      <div style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <Body range={range} />
      </div>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          padding: '10px 16px calc(10px + env(safe-area-inset-bottom))',
          background: '#fff',
          borderTop: '1px solid var(--adm-color-border)',
        }}
      >
        {range.mode?.multi ? (
          <Checkbox
            checked={range.allState === 'all'}
            indeterminate={range.allState === 'some'}
            disabled={range.loading || range.error !== null}
            onChange={range.toggleAll}
          >
            {VISIBLE_RANGE_TEXTS.selectAll}
          </Checkbox>
        ) : null}
        <span
          data-testid="visible-range-count"
          style={{ flex: 1, fontSize: 14, color: 'var(--adm-color-weak)' }}
        >
          {VISIBLE_RANGE_TEXTS.selectedCount(count)}
        </span>
        <Button size="small" fill="outline" disabled={count === 0} onClick={range.clear}>
          {VISIBLE_RANGE_PICKER_TEXTS.clearSelection}
        </Button>
      </div>
      {count > 0 ? (
        <div
          data-testid="visible-range-tags"
          style={{
            display: 'flex',
            gap: 6,
            overflowX: 'auto',
            padding: '0 16px 10px',
            background: '#fff',
          }}
        >
          {range.selection.map((item) => (
            <Tag
              key={`${item.type}:${item.value}`}
              color="primary"
              fill="outline"
              round
              onClick={() => range.remove(item)}
              style={{ flexShrink: 0 }}
            >
              {item.label} ×
            </Tag>
          ))}
        </div>
      ) : null}
    </div>,
    document.body,
  );
}

/**
 * The visible-range picker of the mobile kit: {@link MobileVisibleRangeSheet} over the shared
 * `useVisibleRange` (modes, trees read from the organisation calls on each opening, selection
 * rules of spec 1 §4).
 */
export function MobileVisibleRangePicker({
  modes,
  fields,
  ...props
}: MobileVisibleRangePickerProps) {
  const range = useVisibleRange(modes, fields, props.open);
  return <MobileVisibleRangeSheet range={range} {...props} />;
}
