// The Nav control (spec 1 §2 Other, §6 always allowed): a menu of links to pages.
import { useId, useState, type MouseEvent } from 'react';
import {
  Box,
  Button,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import type { NavItem } from '../../controls/navConfig.js';
import { useNavControl } from '../../controls/useNavControl.js';
import type { WidgetProps } from '../../registry/createWidgetRegistry.js';
import { BottomNav } from './BottomNav.js';
import { ArrowDropDownIcon } from './controlIcons.js';

type Follow = (event: MouseEvent<HTMLElement>, item: NavItem) => void;

function NavGroupButton({ item, follow }: { item: NavItem; follow: Follow }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {item.label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {item.children!.map((child) => (
          <MenuItem
            key={child.id}
            component="a"
            href={child.url}
            onClick={(event: MouseEvent<HTMLElement>) => {
              setAnchor(null);
              follow(event, child);
            }}
          >
            {child.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function HorizontalNav({ items, follow }: { items: NavItem[]; follow: Follow }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, px: 1 }}>
      {items.map((item) =>
        item.children ? (
          <NavGroupButton key={item.id} item={item} follow={follow} />
        ) : (
          <Button
            key={item.id}
            color="inherit"
            href={item.url}
            onClick={(event: MouseEvent<HTMLElement>) => follow(event, item)}
          >
            {item.label}
          </Button>
        ),
      )}
    </Box>
  );
}

function VerticalNav({ items, follow }: { items: NavItem[]; follow: Follow }) {
  const entry = (item: NavItem, inset: boolean) => (
    <ListItemButton
      key={item.id}
      component="a"
      href={item.url}
      sx={inset ? { pl: 3 } : undefined}
      onClick={(event: MouseEvent<HTMLElement>) => follow(event, item)}
    >
      <ListItemText primary={item.label} />
    </ListItemButton>
  );
  return (
    <List dense disablePadding>
      {items.map((item) =>
        item.children ? (
          <li key={item.id}>
            <ul style={{ padding: 0 }}>
              <ListSubheader sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
                {item.label}
              </ListSubheader>
              {item.children.map((child) => entry(child, true))}
            </ul>
          </li>
        ) : (
          entry(item, false)
        ),
      )}
    </List>
  );
}

/**
 * A menu of links (typeName `Nav`): a bar (`props.direction` horizontal, groups open a menu) or
 * a list (vertical, groups as sub-headers), or the page's bottom navigation (bottom,
 * {@link BottomNav}). An entry with a url goes to that page; one without
 * fires the control's `click` event with the entry. Entries to pages the signed-in user may not
 * open (spec 1 §6 page permission) are left out, and groups left empty with them.
 */
export function NavControl({ control }: WidgetProps) {
  const nav = useNavControl(control);
  const { config, items } = nav;
  if (!nav.visible) return null;
  const follow: Follow = (event, item) => nav.follow(item, event);
  const title = config.showTitle ? (
    <Typography
      component="h2"
      variant="subtitle1"
      noWrap
      sx={{ fontWeight: 600, px: 2, py: 1, flexShrink: 0 }}
    >
      {config.title}
    </Typography>
  ) : null;
  if (config.direction === 'bottom') return <BottomNav nav={nav} label={config.title || '导航'} />;
  if (config.direction === 'horizontal') {
    // A bar at the top of the grid cell (the cell may be taller than a bar).
    return (
      <Box
        component="nav"
        aria-label={config.title || '导航'}
        data-testid="nav-control"
        sx={{ height: '100%' }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            minHeight: 56,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderRadius: 1,
            boxShadow: 1,
            overflowX: 'auto',
          }}
        >
          {title}
          <HorizontalNav items={items} follow={follow} />
        </Box>
      </Box>
    );
  }
  return (
    <Box
      component="nav"
      aria-label={config.title || '导航'}
      data-testid="nav-control"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', bgcolor: 'background.paper' }}
    >
      {title && <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>{title}</Box>}
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        <VerticalNav items={items} follow={follow} />
      </Box>
    </Box>
  );
}
