// Following a page url from a control: through the app's router when it has one, else as a link.
import { useCallback, type MouseEvent } from 'react';
import { useNavigation } from '@tessera/react';
import { isExternalUrl } from './navConfig.js';

/**
 * Answers the click handler of an `<a href={url}>`: an in-app url goes through the navigation
 * port (no page load); an address of another site, a modified click (new tab) or an app
 * without a router follows the link itself.
 */
export function usePageLink(): (event: MouseEvent<HTMLElement>, url: string) => void {
  const navigation = useNavigation();
  return useCallback(
    (event, url) => {
      if (!navigation || isExternalUrl(url)) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      navigation.navigate(url);
    },
    [navigation],
  );
}
