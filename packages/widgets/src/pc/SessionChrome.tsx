// The session's chrome on the desktop (MUI): the app bar with the user menu (nickname, 退出登录),
// the countdown warning of spec 1 §4, and /login while it hands over to the identity server. The
// menu's popup and the dialog are drawn by `session/SessionPopups.tsx`, loaded when first shown.
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import {
  AppBar,
  Avatar,
  Box,
  Button,
  CircularProgress,
  Paper,
  Toolbar,
  Typography,
} from '@mui/material';
import { SYSTEM_PATHS } from '@tessera/protocol';
import { useLoginRedirect, useSession, useSignOut } from '@tessera/react';
import { SESSION_TEXTS } from '../system/sessionTexts.js';
import { useSessionCountdown } from '../system/useSessionCountdown.js';
import { useSystemLink } from '../system/useSystemLink.js';
import { useAppBarActions } from './AppBarActions.js';
import { useEverTrue } from './session/useEverTrue.js';

// The user menu's popup and the countdown dialog (MUI Menu, Dialog and their modal and
// transitions) load the first time they open: the first download carries none of them.
const UserMenuPopup = lazy(async () => ({
  default: (await import('./session/SessionPopups.js')).UserMenuPopup,
}));
const CountdownDialog = lazy(async () => ({
  default: (await import('./session/SessionPopups.js')).CountdownDialog,
}));

/** Props of {@link RuntimeAppBar}. */
export interface RuntimeAppBarProps {
  /** The app's name (the settings' `subAppName`). */
  title: string;
  /** Extra content between the title and the user menu. */
  children?: ReactNode;
}

/**
 * The runtime's top bar: the app's name, and the session — the signed-in user's nickname
 * opening a menu with 退出登录, or 登录 for an anonymous visitor (to /login).
 */
export function RuntimeAppBar({ title, children }: RuntimeAppBarProps) {
  const actions = useAppBarActions();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar variant="dense" sx={{ gap: 2, minHeight: 56 }}>
        <Typography variant="h6" component="div" sx={{ fontWeight: 600, flexGrow: 1 }} noWrap>
          {title}
        </Typography>
        {children}
        {actions}
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}

/**
 * The signed-in user's menu: avatar and nickname (the user name, else the phone, when the
 * nickname is empty); its one entry 退出登录 signs out on the server and here. An anonymous
 * visitor gets a 登录 link instead.
 */
export function UserMenu() {
  const { status, user } = useSession();
  const signOut = useSignOut();
  const login = useSystemLink(SYSTEM_PATHS.login);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const menuId = useId();
  const menuNeeded = useEverTrue(anchor !== null);

  if (status !== 'authenticated') {
    return (
      <Button component="a" variant="outlined" size="small" {...login}>
        {SESSION_TEXTS.signIn}
      </Button>
    );
  }
  const name = user.nickName || user.userName || user.mobilePhone;
  return (
    <>
      <Button
        color="inherit"
        aria-label={SESSION_TEXTS.userMenu}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', gap: 1, pl: 0.5 }}
        data-testid="user-menu-button"
      >
        <Avatar
          src={user.headImageUrl || undefined}
          sx={{ width: 30, height: 30, fontSize: 14, bgcolor: 'primary.main' }}
        >
          {name.slice(0, 1)}
        </Avatar>
        <Typography
          component="span"
          variant="body2"
          data-testid="user-nickname"
          sx={{ fontWeight: 500 }}
        >
          {name}
        </Typography>
      </Button>
      {menuNeeded && (
        <Suspense fallback={null}>
          <UserMenuPopup
            id={menuId}
            anchor={anchor}
            name={name}
            mobilePhone={user.mobilePhone}
            signingOut={signingOut}
            onClose={() => setAnchor(null)}
            onSignOut={() => {
              setSigningOut(true);
              void signOut().finally(() => {
                setSigningOut(false);
                setAnchor(null);
              });
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * spec 1 §4 countdown warning: a dialog while less than 60 s of the idle session remain, the
 * seconds ticking down. Any activity (the button too) keeps the session and closes it; at zero
 * the session manager shows 会话已过期，请重新登录！ and goes to sign in.
 */
export function SessionCountdownDialog() {
  const seconds = useSessionCountdown();
  const needed = useEverTrue(seconds !== null);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <CountdownDialog seconds={seconds} />
    </Suspense>
  );
}

/** Props of {@link LoginRedirectPage}. */
export interface LoginRedirectPageProps {
  /** Where to return after signing in (the `returnUrl` query of /login). */
  returnUrl?: string | null;
}

/**
 * spec 1 §2 /login: starts the sign-in at the identity server (after a short pause, so the
 * message that sent the user here stays readable; 立即登录 goes at once). A signed-in visitor
 * goes straight on to the return URL.
 */
export function LoginRedirectPage({ returnUrl }: LoginRedirectPageProps) {
  const { signIn } = useLoginRedirect({ returnUrl });
  return (
    <Box
      component="main"
      data-testid="login-redirect-page"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#e5effa', p: 2 }}
    >
      <Paper
        elevation={0}
        sx={{
          p: { xs: 4, sm: 6 },
          maxWidth: 420,
          width: '100%',
          textAlign: 'center',
          borderRadius: 3,
        }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {SESSION_TEXTS.loginTitle}
        </Typography>
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, mt: 3 }}
        >
          <CircularProgress size={20} aria-hidden="true" />
          <Typography color="text.secondary" role="status">
            {SESSION_TEXTS.loginRedirecting}
          </Typography>
        </Box>
        <Button variant="contained" disableElevation sx={{ mt: 4 }} onClick={signIn}>
          {SESSION_TEXTS.loginNow}
        </Button>
      </Paper>
    </Box>
  );
}
