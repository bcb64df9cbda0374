// The Nav control's props: a menu of links to pages (spec 1 §2 Other: nav control; the spec
// names no props — README "Controls").
import type { Control } from '@tessera/protocol';

/** One entry of the menu: a link (`url`), a group (`children`), or an entry firing `click`. */
export interface NavItem {
  id: string;
  label: string;
  /** A page url (`/widgets/lists/cards`) or an address (`https://…`). */
  url?: string;
  children?: NavItem[];
}

/** What a Nav control draws. */
export interface NavConfig {
  title: string;
  showTitle: boolean;
  /** horizontal: a bar, groups open a menu; vertical: a list, groups as sub-headers. */
  direction: 'horizontal' | 'vertical';
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
    items.push({ id, label, url, children: children.length > 0 ? children : undefined });
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
    direction: props.direction === 'vertical' ? 'vertical' : 'horizontal',
    items: readItems(props.navList, 'nav-'),
  };
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
