import { useId, useState } from 'react';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import {
  Badge,
  Box,
  Button,
  Chip,
  Divider,
  IconButton,
  List,
  ListItemButton,
  Popover,
  Tooltip,
  Typography,
} from '@mui/material';
import { useNavigation, useNotificationsChanged, useSession } from '@tessera/react';
import type { NotificationsChangedPort } from '../../notifications/notificationCentreModel.js';
import { NOTIFICATION_TEXTS as T } from '../../notifications/notificationTexts.js';
import { useNotificationCentre } from '../../react/useNotificationCentre.js';

/** Props of {@link NotificationBell}. */
export interface NotificationBellProps {
  /**
   * The live unread count (the app services' `notificationsChanged(settings)`); default the
   * provider's `notificationsChanged`.
   */
  notificationsChanged?: NotificationsChangedPort;
}

const KIND_COLOURS = {
  待办: 'primary',
  催办: 'warning',
  抄送: 'info',
  审批结果: 'success',
  账户安全: 'error',
  登录提醒: 'secondary',
} as const;

/** The bell's list: newest first, unread ones marked; a row opens its approval. */
function NotificationList({
  centre,
  onOpen,
}: {
  centre: ReturnType<typeof useNotificationCentre>;
  onOpen: (href: string, id: string) => void;
}) {
  if (centre.state === 'failed' && centre.rows.length === 0) {
    return (
      <Typography sx={{ p: 3, color: 'error.main', textAlign: 'center' }}>{T.failed}</Typography>
    );
  }
  if (centre.state === 'ready' && centre.rows.length === 0) {
    return (
      <Typography sx={{ p: 4, color: 'text.secondary', textAlign: 'center' }}>{T.empty}</Typography>
    );
  }
  return (
    <List disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }}>
      {centre.rows.map((row) => (
        <ListItemButton
          key={row.id}
          divider
          onClick={() => onOpen(row.href, row.id)}
          sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25 }}
          data-testid="notification-item"
          data-read={row.read ? 'true' : 'false'}
        >
          <Chip
            size="small"
            label={row.kindText}
            color={KIND_COLOURS[row.kindText as keyof typeof KIND_COLOURS] ?? 'default'}
            variant={row.read ? 'outlined' : 'filled'}
            sx={{ mt: 0.25, minWidth: 56 }}
          />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              variant="body2"
              sx={{
                fontWeight: row.read ? 400 : 600,
                color: row.read ? 'text.secondary' : 'text.primary',
              }}
            >
              {row.text}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {row.time}
            </Typography>
          </Box>
          {!row.read && (
            <Box
              aria-hidden
              sx={{ width: 8, height: 8, mt: 0.75, borderRadius: '50%', bgcolor: 'error.main' }}
            />
          )}
        </ListItemButton>
      ))}
    </List>
  );
}

/**
 * The notification centre in the runtime's app bar (README "Notification centre"): a bell with
 * the signed-in user's unread count, live, opening the newest notifications; a notification
 * opens its approval detail or, for an account event, the account page (and is read); 全部已读. Nothing for an anonymous visitor.
 */
export function NotificationBell({ notificationsChanged }: NotificationBellProps) {
  const { status } = useSession();
  if (status !== 'authenticated') return null;
  return <SignedInBell notificationsChanged={notificationsChanged} />;
}

function SignedInBell({ notificationsChanged }: NotificationBellProps) {
  const provided = useNotificationsChanged();
  const centre = useNotificationCentre(notificationsChanged ?? provided);
  const navigation = useNavigation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const open = (href: string, id: string) => {
    setAnchor(null);
    void centre.markRead(id).catch(() => undefined);
    navigation?.navigate(href);
  };
  return (
    <>
      <Tooltip title={T.bell}>
        <IconButton
          color="inherit"
          aria-label={T.bell}
          aria-haspopup="dialog"
          aria-controls={anchor ? popoverId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            void centre.refresh();
          }}
        >
          <Badge
            badgeContent={centre.unreadCount}
            color="error"
            max={99}
            data-testid="notification-count"
          >
            <NotificationsNoneOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 380, mt: 1 }, role: 'dialog', 'aria-label': T.title } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.25 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
            {T.title}
            {centre.unreadCount > 0 && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                {centre.unreadCount}
              </Typography>
            )}
          </Typography>
          <Button
            size="small"
            disabled={centre.unreadCount === 0}
            onClick={() => void centre.markAllRead().catch(() => undefined)}
          >
            {T.markAllRead}
          </Button>
        </Box>
        <Divider />
        <NotificationList centre={centre} onOpen={open} />
      </Popover>
    </>
  );
}
