import { useCallback, type MouseEvent } from 'react';
import { useNavigation } from '@tessera/react';

/** Props of a link to a path: a real `href` (open in new tab works) plus in-app navigation. */
export interface SystemLinkProps {
  href: string;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * A link to `path` that moves through the provider's navigation port (the router) on a plain
 * click, and loads the page when no port is wired or the user asks for a new tab.
 */
export function useSystemLink(path: string): SystemLinkProps {
  const navigation = useNavigation();
  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0;
      if (!navigation || modified) return;
      event.preventDefault();
      navigation.navigate(path);
    },
    [navigation, path],
  );
  return { href: path, onClick };
}
