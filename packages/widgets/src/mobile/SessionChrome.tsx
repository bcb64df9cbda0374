// The session's chrome on mobile (antd-mobile): the nav bar with the signed-in user (nickname,
// 我的审批, 发起审批, 退出登录), the countdown warning of spec 1 §4, and /login while it hands over to the identity
// server.
import { useState, type CSSProperties } from 'react';
import { ActionSheet, Button, Dialog, NavBar, Result, SpinLoading } from 'antd-mobile';
import { SYSTEM_PATHS } from '@tessera/protocol';
import { useLoginRedirect, useNavigation, useSession, useSignOut } from '@tessera/react';
import { approvalListHref, approvalStartHref } from '../controls/approvalQuery.js';
import { SESSION_TEXTS } from '../system/sessionTexts.js';
import { useSessionCountdown } from '../system/useSessionCountdown.js';
import { NavBarRight } from './NavBarActions.js';

/** Props of {@link SessionNavBar}. */
export interface SessionNavBarProps {
  /** The app's name (the settings' `subAppName`), or the page's title in a layout header. */
  title: string;
  /** Shows the back arrow, which calls it (a page that has one behind it in the tab). */
  onBack?: () => void;
  /** The bar's own style (a layout header's background, text colour, shadow). */
  style?: CSSProperties;
}

/**
 * The mobile top bar: the app's name, and on the right the signed-in user's nickname, which
 * opens an action sheet with 我的审批 (the approval lists), 发起审批 and 退出登录; an anonymous visitor gets 登录 (to /login).
 */
export function SessionNavBar({ title, onBack, style }: SessionNavBarProps) {
  const { status, user } = useSession();
  const navigation = useNavigation();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const name = user.nickName || user.userName || user.mobilePhone;
  const go = (path: string) =>
    navigation ? navigation.navigate(path) : globalThis.location.assign(path);
  const right =
    status === 'authenticated' ? (
      <Button
        fill="none"
        size="small"
        aria-label={SESSION_TEXTS.userMenu}
        onClick={() => setOpen(true)}
        data-testid="user-menu-button"
        // The bar's text colour (a themed layout header is coloured).
        style={{ '--text-color': 'inherit' } as CSSProperties}
      >
        <span data-testid="user-nickname">{name}</span>
      </Button>
    ) : (
      <Button fill="none" size="small" color="primary" onClick={() => go(SYSTEM_PATHS.login)}>
        {SESSION_TEXTS.signIn}
      </Button>
    );
  return (
    <>
      <NavBar
        back={onBack ? '' : null}
        onBack={onBack}
        right={<NavBarRight>{right}</NavBarRight>}
        style={style}
        data-testid="session-nav-bar"
      >
        {title}
      </NavBar>
      <ActionSheet
        visible={open}
        onClose={() => setOpen(false)}
        cancelText="取消"
        actions={[
          // The approval pages (spec 2 §2.12) are linked from every mobile page's user menu.
          {
            key: 'approvals',
            text: SESSION_TEXTS.myApprovals,
            onClick: () => {
              setOpen(false);
              go(approvalListHref('todo'));
            },
          },
          {
            key: 'startApproval',
            text: SESSION_TEXTS.startApproval,
            onClick: () => {
              setOpen(false);
              go(approvalStartHref());
            },
          },
          {
            key: 'signOut',
            text: SESSION_TEXTS.signOut,
            danger: true,
            onClick: () => {
              setOpen(false);
              void signOut();
            },
          },
        ]}
      />
    </>
  );
}

/** spec 1 §4 countdown warning on mobile: a dialog while less than 60 s remain. */
export function SessionCountdownDialog() {
  const seconds = useSessionCountdown();
  return (
    <Dialog
      visible={seconds !== null}
      title={SESSION_TEXTS.countdownTitle}
      content={<span role="timer">{SESSION_TEXTS.countdown(seconds ?? 0)}</span>}
      // The tap itself is the activity that keeps the session.
      actions={[{ key: 'keep', text: SESSION_TEXTS.keepSignedIn, bold: true }]}
    />
  );
}

/** Props of {@link LoginRedirectPage}. */
export interface LoginRedirectPageProps {
  returnUrl?: string | null;
}

/** spec 1 §2 /login on mobile: hands over to the identity server's sign-in page. */
export function LoginRedirectPage({ returnUrl }: LoginRedirectPageProps) {
  const { signIn } = useLoginRedirect({ returnUrl });
  return (
    <main data-testid="login-redirect-page" style={{ padding: '48px 16px' }}>
      <Result
        icon={<SpinLoading />}
        status="waiting"
        title={<span role="status">{SESSION_TEXTS.loginRedirecting}</span>}
        description={
          <Button color="primary" onClick={signIn} style={{ marginTop: 16 }}>
            {SESSION_TEXTS.loginNow}
          </Button>
        }
      />
    </main>
  );
}
