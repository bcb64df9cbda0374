import type { CSSProperties, ReactNode } from 'react';
import { NavBar } from 'antd-mobile';
import { useNavigation } from '@tessera/react';
import { SYSTEM_PATHS } from '@tessera/protocol';
import { NavBarRight } from '@tessera/widgets/mobile';

/** Props of {@link AccountLayout}. */
export interface AccountLayoutProps {
  /** The nav bar's title. */
  title: string;
  /** The large heading under the nav bar (the sign-in screens'); none on list screens. */
  heading?: ReactNode;
  children: ReactNode;
  /** A configured background (spec 2 §2.10: an image URL). */
  backgroundImage?: string;
  /** The page's background colour (lists are grey, forms white). */
  background?: string;
  /** The nav bar's right side. */
  right?: ReactNode;
  testId?: string;
}

/**
 * Goes back `steps` entries when the app's own history has them (the router keeps its index in
 * `history.state.idx`), else home: a screen opened from a link outside the app never sends the
 * user off the site.
 */
export function goBack(navigation: ReturnType<typeof useNavigation>, steps = 1): void {
  const state: unknown = globalThis.history.state;
  const index =
    typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  if (typeof index === 'number' && index >= steps) globalThis.history.go(-steps);
  else if (navigation) navigation.navigate(SYSTEM_PATHS.home, { replace: true });
  else globalThis.location.assign(SYSTEM_PATHS.home);
}

/**
 * The frame of every account screen: the nav bar with a back arrow and the title, an optional
 * large heading, and the content on a white (form) or grey (list) background.
 */
export function AccountLayout(props: AccountLayoutProps) {
  const navigation = useNavigation();
  const style: CSSProperties = {
    minHeight: '100vh',
    background: props.background ?? '#fff',
    backgroundImage: props.backgroundImage
      ? `url(${JSON.stringify(props.backgroundImage)})`
      : undefined,
    backgroundSize: 'cover',
    display: 'flex',
    flexDirection: 'column',
  };
  return (
    <div style={style} data-testid={props.testId}>
      <NavBar
        onBack={() => goBack(navigation)}
        right={<NavBarRight>{props.right}</NavBarRight>}
        style={{ background: '#fff', borderBottom: '1px solid #f0f0f0' }}
      >
        {props.title}
      </NavBar>
      <main style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        {props.heading !== undefined && (
          <h1 style={{ margin: '32px 24px 8px', fontSize: 26, fontWeight: 600, color: '#1a1a1a' }}>
            {props.heading}
          </h1>
        )}
        {props.children}
      </main>
    </div>
  );
}
