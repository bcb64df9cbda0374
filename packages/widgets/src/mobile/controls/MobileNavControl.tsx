// The Nav control, mobile flavour (spec 1 §2 Other, §6 always allowed): a scrolling bar of
// entries (a group opens an action sheet of its entries) or a list with group headers, over the
// shared useNavControl (page permission, links through the navigation port, `click`).
import { useState, type MouseEvent } from 'react';
import { ActionSheet, List } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { CONTROL_TEXTS, VISIBLE_RANGE_TEXTS } from '../../controls/controlTexts.js';
import type { NavItem } from '../../controls/navConfig.js';
import { useNavControl, type NavControlState } from '../../controls/useNavControl.js';
import type { WidgetProps } from '../../registry/createWidgetRegistry.js';
import { MobileBottomNav } from './MobileBottomNav.js';

const barEntry = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  flexShrink: 0,
  padding: '0 12px',
  height: 44,
  color: '#fff',
  fontSize: 15,
  textDecoration: 'none',
  border: 'none',
  background: 'none',
  whiteSpace: 'nowrap',
} as const;

function Bar({ nav }: { nav: NavControlState }) {
  const [group, setGroup] = useState<NavItem | null>(null);
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        overflowX: 'auto',
        background: 'var(--adm-color-primary)',
        borderRadius: 8,
        minHeight: 44,
      }}
    >
      {nav.config.showTitle ? (
        <h2 style={{ ...barEntry, margin: 0, fontWeight: 600 }}>{nav.config.title}</h2>
      ) : null}
      {nav.items.map((item) =>
        item.children ? (
          <button
            key={item.id}
            type="button"
            aria-haspopup="menu"
            style={barEntry}
            onClick={() => setGroup(item)}
          >
            {item.label}
            <DownOutline fontSize={12} aria-hidden />
          </button>
        ) : (
          <a
            key={item.id}
            href={item.url}
            role={item.url ? undefined : 'button'}
            style={barEntry}
            onClick={(event: MouseEvent<HTMLElement>) => nav.follow(item, event)}
          >
            {item.label}
          </a>
        ),
      )}
      <ActionSheet
        visible={group !== null}
        extra={group?.label}
        cancelText={VISIBLE_RANGE_TEXTS.cancel}
        onClose={() => setGroup(null)}
        actions={(group?.children ?? []).map((child) => ({
          key: child.id,
          text: child.label,
          onClick: () => {
            setGroup(null);
            nav.follow(child);
          },
        }))}
      />
    </div>
  );
}

function Entry({ item, nav }: { item: NavItem; nav: NavControlState }) {
  return (
    <a
      href={item.url}
      style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}
      onClick={(event: MouseEvent<HTMLElement>) => nav.follow(item, event)}
    >
      <List.Item arrowIcon clickable>
        {item.label}
      </List.Item>
    </a>
  );
}

/**
 * A menu of links (typeName `Nav`); `props.direction` horizontal (default), vertical, or bottom
 * (the page's bottom navigation, {@link MobileBottomNav}).
 */
export function MobileNavControl({ control }: WidgetProps) {
  const nav = useNavControl(control);
  if (!nav.visible) return null;
  const { config } = nav;
  const label = config.title || CONTROL_TEXTS.nav;
  if (config.direction === 'bottom') return <MobileBottomNav nav={nav} label={label} />;
  if (config.direction === 'horizontal') {
    return (
      <nav aria-label={label} data-testid="nav-control">
        <Bar nav={nav} />
      </nav>
    );
  }
  const plain = nav.items.filter((item) => !item.children);
  const groups = nav.items.filter((item) => item.children);
  return (
    <nav
      aria-label={label}
      data-testid="nav-control"
      style={{ height: '100%', overflow: 'auto', background: '#fff' }}
    >
      {plain.length > 0 || config.showTitle ? (
        <List
          header={
            config.showTitle ? (
              <h2 style={{ margin: 0, fontSize: 15 }}>{config.title}</h2>
            ) : undefined
          }
        >
          {plain.map((item) => (
            <Entry key={item.id} item={item} nav={nav} />
          ))}
        </List>
      ) : null}
      {groups.map((group) => (
        <List key={group.id} header={group.label}>
          {group.children!.map((child) => (
            <Entry key={child.id} item={child} nav={nav} />
          ))}
        </List>
      ))}
    </nav>
  );
}
