// The page's bottom navigation (spec 1 §2: "60px bottom padding when a bottom navigation
// component is present"): a Nav control with direction `bottom`, its top-level entries as the
// tabs of antd-mobile's TabBar fixed to the foot of the screen. The page shell pads the grid by
// the bar's 60 px (navConfig `hasBottomNav`), so the last controls stay reachable above it.
import type { ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { SafeArea, TabBar } from 'antd-mobile';
import {
  AppOutline,
  AppstoreOutline,
  MessageOutline,
  UnorderedListOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { useNavigation } from '@tessera/react';
import { activeNavItem, BOTTOM_NAV_HEIGHT, type NavIcon } from '../../controls/navConfig.js';
import type { NavControlState } from '../../controls/useNavControl.js';

const ICONS: Record<NavIcon, ReactElement> = {
  home: <AppOutline />,
  list: <UnorderedListOutline />,
  message: <MessageOutline />,
  user: <UserOutline />,
  apps: <AppstoreOutline />,
};

/**
 * The bar: one tab per top-level entry (a group follows its first entry), the tab of the current
 * page active; a tap follows the entry like any nav link (page permission already applied).
 * Drawn on `document.body` so no grid cell (a transformed box) holds it.
 */
export function MobileBottomNav({ nav, label }: { nav: NavControlState; label: string }) {
  const navigation = useNavigation();
  const path = navigation?.currentPath?.() ?? globalThis.location?.pathname ?? '/';
  const tabs = nav.items.map((item) => (item.url || !item.children ? item : item.children[0]!));
  const active = activeNavItem(tabs, path);
  return (
    <>
      {/* An empty mark in the grid cell: the mobile grid sizes a carried-over cell by its
          content, so the bar takes no room in the page (the shell's 60 px padding does). */}
      <span aria-hidden style={{ display: 'block', height: 0 }} />
      {createPortal(
        <nav
          aria-label={label}
          data-testid="bottom-nav"
          style={{
            position: 'fixed',
            left: 0,
            right: 0,
            bottom: 0,
            zIndex: 900,
            background: '#fff',
            borderTop: '1px solid var(--adm-color-border)',
          }}
        >
          <TabBar
            activeKey={active?.id ?? null}
            onChange={(key) => {
              const tab = tabs.find((item) => item.id === key);
              if (tab && tab.id !== active?.id) nav.follow(tab);
            }}
            style={{ height: BOTTOM_NAV_HEIGHT - 1 }}
          >
            {tabs.map((item) => (
              <TabBar.Item
                key={item.id}
                title={item.label}
                icon={ICONS[item.icon ?? 'apps']}
                aria-current={item.id === active?.id ? 'page' : undefined}
              />
            ))}
          </TabBar>
          <SafeArea position="bottom" />
        </nav>,
        document.body,
      )}
    </>
  );
}
