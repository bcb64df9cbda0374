// Headless state of the Nav control (spec 1 §2 Other, §6 always allowed; README "Controls"):
// the entries the user may open and what following one does.
import { useCallback, type MouseEvent } from 'react';
import type { Control } from '@tessera/protocol';
import { useNavigation, usePageAccess } from '@tessera/react';
import {
  isExternalUrl,
  openableNavItems,
  readNavConfig,
  type NavConfig,
  type NavItem,
} from './navConfig.js';
import { usePageLink } from './usePageLink.js';
import { useControl } from './useControl.js';
import { WIDGET_EVENTS } from './widgetEvents.js';

/** What {@link useNavControl} answers. */
export interface NavControlState {
  /** False when hidden, or when every entry leads to a page the user may not open. */
  visible: boolean;
  config: NavConfig;
  /** The entries the user may follow (spec 1 §6 page permission). */
  items: NavItem[];
  /**
   * Follows an entry: a url through the navigation port (the event of an `<a href>` may be
   * passed, so modified clicks and other sites stay the browser's); no url fires `click` with
   * `{ id, label }`.
   */
  follow(item: NavItem, event?: MouseEvent<HTMLElement>): void;
}

/** A Nav control's entries and their clicks. */
export function useNavControl(control: Control): NavControlState {
  const runtime = useControl(control);
  const canOpen = usePageAccess();
  const config = readNavConfig(control);
  const items = openableNavItems(config.items, canOpen);
  const openLink = usePageLink();
  const navigation = useNavigation();
  const { fire } = runtime;
  const follow = useCallback(
    (item: NavItem, event?: MouseEvent<HTMLElement>) => {
      if (item.url) {
        if (event) openLink(event, item.url);
        else if (navigation && !isExternalUrl(item.url)) navigation.navigate(item.url);
        else globalThis.location.assign(item.url);
        return;
      }
      event?.preventDefault();
      void fire(WIDGET_EVENTS.click, { id: item.id, label: item.label });
    },
    [openLink, navigation, fire],
  );
  return {
    // A menu whose every entry leads to a page the user may not open is left out altogether.
    visible: runtime.visible && !(config.items.length > 0 && items.length === 0),
    config,
    items,
    follow,
  };
}
