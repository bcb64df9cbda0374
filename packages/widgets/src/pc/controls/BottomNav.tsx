// The page's bottom navigation on Pc (a Nav control with direction `bottom`, spec 1 §2 "60px
// bottom padding when a bottom navigation component is present"): MUI BottomNavigation fixed to
// the foot of the window, the current page's entry selected. The page shell pads the grid by
// its 60 px (navConfig `hasBottomNav`).
import type { MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { BottomNavigation, BottomNavigationAction, Paper } from '@mui/material';
import { useNavigation } from '@tessera/react';
import { activeNavItem, BOTTOM_NAV_HEIGHT } from '../../controls/navConfig.js';
import type { NavControlState } from '../../controls/useNavControl.js';

/** The bar: one action per top-level entry (a group follows its first entry). */
export function BottomNav({ nav, label }: { nav: NavControlState; label: string }) {
  const navigation = useNavigation();
  const path = navigation?.currentPath?.() ?? globalThis.location?.pathname ?? '/';
  const tabs = nav.items.map((item) => (item.url || !item.children ? item : item.children[0]!));
  const active = activeNavItem(tabs, path);
  return createPortal(
    <Paper
      component="nav"
      aria-label={label}
      data-testid="bottom-nav"
      square
      elevation={3}
      sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 'appBar' }}
    >
      <BottomNavigation showLabels value={active?.id ?? false} sx={{ height: BOTTOM_NAV_HEIGHT }}>
        {tabs.map((item) => (
          <BottomNavigationAction
            key={item.id}
            value={item.id}
            label={item.label}
            component="a"
            href={item.url}
            aria-current={item.id === active?.id ? 'page' : undefined}
            onClick={(event: MouseEvent<HTMLElement>) => nav.follow(item, event)}
          />
        ))}
      </BottomNavigation>
    </Paper>,
    document.body,
  );
}
