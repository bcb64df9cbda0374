// The Nav control's props: a menu of links to pages (spec 1 §2 Other: nav control; the spec
// names no props — README "Controls").
import type { Control } from '@tessera/protocol';

/** One entry of the menu: a link (`url`), a group (`children`), or an entry firing `click`. */
export interface NavItem {
  id: string;
  label: string;
  /** A page url (`/widgets/lists/cards`) or an address (`https://…`). */
  url?: string;
  /** The entry's icon on a bottom navigation: home, list, message, user or apps (the default). */
  icon?: NavIcon;
  children?: NavItem[];
}

/** The icons a bottom-navigation entry may name (our choice: the spec names none). */
export const NAV_ICONS = ['home', 'list', 'message', 'user', 'apps'] as const;
/** One of {@link NAV_ICONS}. */
export type NavIcon = (typeof NAV_ICONS)[number];

/** Height of a bottom navigation: the grid's bottom padding (spec 1 §2 "60px bottom padding"). */
export const BOTTOM_NAV_HEIGHT = 60;

/** What a Nav control draws. */
export interface NavConfig {
  title: string;
  showTitle: boolean;
  /**
   * horizontal: a bar, groups open a menu; vertical: a list, groups as sub-headers; bottom: the
   * page's bottom navigation — its top-level entries as tabs fixed to the foot of the screen.
   */
  direction: 'horizontal' | 'vertical' | 'bottom';
  items: NavItem[];
}

function readItems(value: unknown, prefix: string): NavItem[] {
  if (!Array.isArray(value)) return [];
  const items: NavItem[] = [];
  value.forEach((raw: unknown, index) => {
    if (!raw || typeof raw !== 'object') return;
    const entry = raw as Record<string, unknown>;
    const label = typeof entry.label === 'string' ? entry.label.trim() : '';
    if (label === '') return;
    const id = typeof entry.id === 'string' && entry.id ? entry.id : `${prefix}${index}`;
    const url = typeof entry.url === 'string' && entry.url.trim() ? entry.url.trim() : undefined;
    const children = readItems(entry.children, `${id}-`);
    const icon = NAV_ICONS.find((name) => name === entry.icon);
    items.push({
      id,
      label,
      url,
      ...(icon ? { icon } : {}),
      children: children.length > 0 ? children : undefined,
    });
  });
  return items;
}

/** Reads `props.title`, `titleIsShow` (default false), `direction` and `navList`. */
export function readNavConfig(control: Pick<Control, 'props'>): NavConfig {
  const props = control.props ?? {};
  const title = typeof props.title === 'string' ? props.title : '';
  return {
    title,
    showTitle: props.titleIsShow === true && title !== '',
    direction:
      props.direction === 'vertical' || props.direction === 'bottom'
        ? props.direction
        : 'horizontal',
    items: readItems(props.navList, 'nav-'),
  };
}

/**
 * Whether the page has a bottom navigation component: a Nav control with direction `bottom`
 * (spec 1 §2: the grid container then adds 60 px of bottom padding, so the bar never covers the
 * page's last controls).
 */
export function hasBottomNav(controls: readonly Pick<Control, 'typeName' | 'props'>[]): boolean {
  return controls.some(
    (control) => control.typeName === 'Nav' && control.props?.direction === 'bottom',
  );
}

/**
 * The bottom-navigation tab of `path`: the entry whose url is the path (query ignored), else the
 * one whose url starts the path (`/orders` for `/orders/12`); undefined when none.
 */
export function activeNavItem(items: readonly NavItem[], path: string): NavItem | undefined {
  const bare = path.split(/[?#]/)[0] || '/';
  const exact = items.find((item) => item.url === bare);
  if (exact) return exact;
  return items.find((item) => item.url && item.url !== '/' && bare.startsWith(`${item.url}/`));
}

/** Whether a nav url leaves the app (opened as a full page, not through the router). */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url);
}

/**
 * The entries a user may follow (spec 1 §6 page permission): an entry whose url `canOpen`
 * refuses is left out, and so is a group none of whose entries is left (unless it has a url of
 * its own the user may open). Entries without a url (they fire the control's event) stay.
 *
 * @example
 * ```ts
 * openableNavItems(items, (url) => url !== '/admin');
 * ```
 */
export function openableNavItems(items: NavItem[], canOpen: (url: string) => boolean): NavItem[] {
  const kept: NavItem[] = [];
  for (const item of items) {
    if (item.url && !canOpen(item.url)) continue;
    if (item.children) {
      const children = openableNavItems(item.children, canOpen);
      if (children.length > 0) kept.push({ ...item, children });
      else if (item.url) kept.push({ ...item, children: undefined });
      continue;
    }
    kept.push(item);
  }
  return kept;
}
