// The Login control (spec 1 §2 Other, §6 always allowed): a sign-in button for a visitor, the
// signed-in user's name with 退出登录 otherwise.
import { Avatar, Box, Button, Typography } from '@mui/material';
import { useNavigation, useSession, useSignOut } from '@tessera/react';
import { useControl } from '../../controls/useControl.js';
import { CONTROL_TEXTS } from '../../controls/controlTexts.js';
import { currentAddress, loginHref } from '../../controls/controlProps.js';
import type { WidgetProps } from '../../registry/createWidgetRegistry.js';
import { PersonIcon } from './controlIcons.js';
import { usePageLink } from './usePageLink.js';

/** Sign in or out (typeName `Login`). */
export function LoginControl({ control }: WidgetProps) {
  const runtime = useControl(control);
  const { status, user } = useSession();
  const navigation = useNavigation();
  const signOut = useSignOut();
  const openLink = usePageLink();
  if (!runtime.visible) return null;
  const signedIn = status === 'authenticated';
  const name = user.nickName || user.userName || user.mobilePhone;
  const current = currentAddress(navigation?.currentPath);
  return (
    <Box
      data-testid="login-control"
      sx={{ height: '100%', display: 'flex', alignItems: 'center', gap: 1.5, px: 2 }}
    >
      {signedIn ? (
        <>
          <Avatar src={user.headImageUrl || undefined} sx={{ width: 32, height: 32 }}>
            <PersonIcon fontSize="small" />
          </Avatar>
          <Typography variant="body2" noWrap sx={{ fontWeight: 500, flex: 1, minWidth: 0 }}>
            {name}
          </Typography>
          <Button variant="outlined" size="small" onClick={() => void signOut()}>
            {CONTROL_TEXTS.logout}
          </Button>
        </>
      ) : (
        <Button
          variant="contained"
          href={loginHref(current)}
          onClick={(event) => openLink(event, loginHref(current))}
        >
          {CONTROL_TEXTS.login}
        </Button>
      )}
    </Box>
  );
}
