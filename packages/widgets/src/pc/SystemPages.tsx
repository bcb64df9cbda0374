// spec 1 §2 system pages, Pc flavour (MUI): access denied, the 500 page, the sign-in callback,
// and the loading page.
import { useState, type MouseEvent, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { SYSTEM_PATHS } from '@tessera/protocol';
import { SIGN_IN_TEXTS, useSignOut } from '@tessera/react';
import { SYSTEM_PAGE_TEXTS } from '../system/systemTexts.js';
import { useSystemLink } from '../system/useSystemLink.js';
import { useCallbackPage } from '../system/useCallbackPage.js';
import { useRedirecting } from '../system/useRedirecting.js';

/** A centred card on the page background (spec 1 §9 #e5effa). */
function SystemPageFrame({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      data-testid={testId}
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#e5effa', p: 2 }}
    >
      <Paper
        elevation={0}
        sx={{
          p: { xs: 4, sm: 6 },
          maxWidth: 520,
          width: '100%',
          textAlign: 'center',
          borderRadius: 3,
        }}
      >
        {children}
      </Paper>
    </Box>
  );
}

/** A large status code or sign above a title. */
function Mark({ children, color }: { children: ReactNode; color: string }) {
  return (
    <Typography
      aria-hidden="true"
      sx={{ fontSize: 64, fontWeight: 700, lineHeight: 1, color, mb: 2 }}
    >
      {children}
    </Typography>
  );
}

function LinkButton({
  path,
  variant,
  children,
}: {
  path: string;
  variant: 'contained' | 'outlined';
  children: ReactNode;
}) {
  const link = useSystemLink(path);
  return (
    <Button component="a" variant={variant} disableElevation {...link}>
      {children}
    </Button>
  );
}

/**
 * 重新登录: ends the session — on the server and at the identity provider, which would otherwise
 * sign the same user straight back in — and goes to /login, which shows the sign-in form. The
 * next sign-in returns to the home page (the denied page is likely denied again). A modified
 * click (new tab) follows the link as it is.
 */
function ReloginButton() {
  const signOut = useSignOut({ returnUrl: SYSTEM_PATHS.home });
  const [busy, setBusy] = useState(false);
  return (
    <Button
      component="a"
      variant="contained"
      disableElevation
      href={SYSTEM_PATHS.login}
      aria-disabled={busy || undefined}
      onClick={(event: MouseEvent<HTMLElement>) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        void signOut().finally(() => setBusy(false));
      }}
    >
      {SYSTEM_PAGE_TEXTS.relogin}
    </Button>
  );
}

/** spec 1 §2: "您没有访问权限！" with relogin and back-to-home links on Pc. */
export function DenyPage() {
  return (
    <SystemPageFrame testId="deny-page">
      <Mark color="warning.main">403</Mark>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {SYSTEM_PAGE_TEXTS.deny}
      </Typography>
      <Stack direction="row" spacing={2} justifyContent="center" sx={{ mt: 4 }}>
        <ReloginButton />
        <LinkButton path={SYSTEM_PATHS.home} variant="outlined">
          {SYSTEM_PAGE_TEXTS.home}
        </LinkButton>
      </Stack>
    </SystemPageFrame>
  );
}

/** spec 1 §2: the 500 page "抱歉，页面访问出错", linking to /design. */
export function ErrorPage() {
  return (
    <SystemPageFrame testId="error-page">
      <Mark color="error.main">500</Mark>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {SYSTEM_PAGE_TEXTS.error}
      </Typography>
      <Stack direction="row" spacing={2} justifyContent="center" sx={{ mt: 4 }}>
        <LinkButton path={SYSTEM_PATHS.design} variant="contained">
          {SYSTEM_PAGE_TEXTS.toDesigner}
        </LinkButton>
        <LinkButton path={SYSTEM_PATHS.home} variant="outlined">
          {SYSTEM_PAGE_TEXTS.home}
        </LinkButton>
      </Stack>
    </SystemPageFrame>
  );
}

/**
 * spec 1 §2 /callback: "登录成功，请稍后..." while the sign-in completes and / opens; when it
 * cannot (opened by hand, an expired or replayed address) 登录失败 with 重新登录 and 返回首页,
 * and no spinner.
 */
export function CallbackPage() {
  const status = useCallbackPage();
  if (status === 'failed') {
    return (
      <SystemPageFrame testId="callback-page">
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {SIGN_IN_TEXTS.failed}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {SYSTEM_PAGE_TEXTS.callbackFailedDetail}
        </Typography>
        <Stack direction="row" spacing={2} justifyContent="center" sx={{ mt: 4 }}>
          <LinkButton path={SYSTEM_PATHS.login} variant="contained">
            {SYSTEM_PAGE_TEXTS.relogin}
          </LinkButton>
          <LinkButton path={SYSTEM_PATHS.home} variant="outlined">
            {SYSTEM_PAGE_TEXTS.home}
          </LinkButton>
        </Stack>
      </SystemPageFrame>
    );
  }
  return (
    <SystemPageFrame testId="callback-page">
      <CircularProgress aria-hidden="true" sx={{ mb: 3 }} />
      <Typography variant="h6" component="h1" role="status">
        {SYSTEM_PAGE_TEXTS.callback}
      </Typography>
    </SystemPageFrame>
  );
}

/** spec 1 §2 /redirecting: the loading state while it moves on to `?returnUrl=` or /index. */
export function RedirectingPage() {
  useRedirecting();
  return (
    <Box
      data-testid="redirecting-page"
      sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', bgcolor: '#e5effa' }}
    >
      <CircularProgress aria-label={SYSTEM_PAGE_TEXTS.loading} />
    </Box>
  );
}

/** Props of {@link PageLoadError}. */
export interface PageLoadErrorProps {
  /** What failed: the request client's text (spec 1 §8), also shown in the message snackbar. */
  message: string;
}

/**
 * A page whose JSON could not be loaded: says so in the middle of the page (the snackbar at
 * the top carries the same text), with a reload button. Loading has stopped.
 */
export function PageLoadError({ message }: PageLoadErrorProps) {
  return (
    <SystemPageFrame testId="page-error">
      <Typography variant="h6" component="h1" sx={{ fontWeight: 600 }}>
        {SYSTEM_PAGE_TEXTS.pageLoadFailed}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {message}
      </Typography>
      <Button variant="outlined" sx={{ mt: 3 }} onClick={() => globalThis.location.reload()}>
        {SYSTEM_PAGE_TEXTS.reload}
      </Button>
    </SystemPageFrame>
  );
}

/** The page's loading state: a spinner named 加载中 for assistive technology. */
export function PageLoading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', bgcolor: '#e5effa' }}>
      <CircularProgress aria-label={SYSTEM_PAGE_TEXTS.loading} />
    </Box>
  );
}
