// The session chrome's popups (MUI Menu and Dialog), loaded the first time one opens
// (`SessionChrome.tsx`): the user menu's entries and the countdown warning of spec 1 §4.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  ListItemIcon,
  ListSubheader,
  Menu,
  MenuItem,
  SvgIcon,
  Typography,
} from '@mui/material';
import { SESSION_TEXTS } from '../../system/sessionTexts.js';

/** Material "logout" icon. */
function LogoutIcon() {
  return (
    <SvgIcon fontSize="small">
      <path d="m17 7-1.41 1.41L18.17 11H8v2h10.17l-2.58 2.58L17 17l5-5zM4 5h8V3H4c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h8v-2H4z" />
    </SvgIcon>
  );
}

/** Props of {@link UserMenuPopup}. */
export interface UserMenuPopupProps {
  id: string;
  /** The user button; `null` closes the menu. */
  anchor: HTMLElement | null;
  name: string;
  mobilePhone: string;
  signingOut: boolean;
  onClose: () => void;
  onSignOut: () => void;
}

/** The user menu: the user's name (and phone), then 退出登录. */
export function UserMenuPopup({
  id,
  anchor,
  name,
  mobilePhone,
  signingOut,
  onClose,
  onSignOut,
}: UserMenuPopupProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { mt: 1, minWidth: 200 } } }}
    >
      {/* A header, not an item: the menu's focus skips list subheaders. */}
      <ListSubheader sx={{ lineHeight: 1.5, pt: 1, pb: 1.5, bgcolor: 'transparent' }}>
        <Typography variant="subtitle2" color="text.primary" noWrap>
          {name}
        </Typography>
        {mobilePhone && mobilePhone !== name ? (
          <Typography variant="body2" color="text.secondary" noWrap>
            {mobilePhone}
          </Typography>
        ) : null}
      </ListSubheader>
      <Divider />
      <MenuItem disabled={signingOut} onClick={onSignOut}>
        <ListItemIcon>
          <LogoutIcon />
        </ListItemIcon>
        {SESSION_TEXTS.signOut}
      </MenuItem>
    </Menu>
  );
}

/** The countdown warning while `seconds` remain; `null` closes it. */
export function CountdownDialog({ seconds }: { seconds: number | null }) {
  return (
    <Dialog open={seconds !== null} aria-labelledby="session-countdown-title" maxWidth="xs">
      <DialogTitle id="session-countdown-title">{SESSION_TEXTS.countdownTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText role="timer">{SESSION_TEXTS.countdown(seconds ?? 0)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* The click itself is the activity that keeps the session. */}
        <Button variant="contained" disableElevation>
          {SESSION_TEXTS.keepSignedIn}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
