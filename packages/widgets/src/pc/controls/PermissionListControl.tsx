// The PermissionList control (spec 1 §2 Other, §6 always allowed): the signed-in user's roles and
// operations (user info `roles` and `operations`, status 1 only — spec 1 §3 User info).
import { useId } from 'react';
import {
  Box,
  Chip,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { useSession } from '@tessera/react';
import { useControl } from '../../controls/useControl.js';
import { WIDGET_EVENTS } from '../../controls/widgetEvents.js';
import { CONTROL_TEXTS } from '../../controls/controlTexts.js';
import { activeOperations, panelTitle } from '../../controls/controlProps.js';
import type { WidgetProps } from '../../registry/createWidgetRegistry.js';
import { GroupIcon, KeyIcon } from './controlIcons.js';

/**
 * What the user may do (typeName `PermissionList`): their roles as chips, then each operation
 * they hold; clicking an operation fires `click` with it.
 */
export function PermissionListControl({ control }: WidgetProps) {
  const runtime = useControl(control);
  const { status, user } = useSession();
  const headingId = useId();
  if (!runtime.visible) return null;
  const title = panelTitle(control, CONTROL_TEXTS.permissionsTitle);
  const signedIn = status === 'authenticated';
  const operations = activeOperations(user.operations);
  const clickable = runtime.hasEvent(WIDGET_EVENTS.click);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid="permission-list-control"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', bgcolor: 'background.paper' }}
    >
      <Typography
        id={headingId}
        component="h2"
        variant="subtitle1"
        sx={{ fontWeight: 600, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        {title}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        {!signedIn ? (
          <Empty text={CONTROL_TEXTS.permissionsSignIn} />
        ) : (
          <>
            {user.roles.length > 0 && (
              <Box
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 0.75,
                  px: 2,
                  py: 1,
                }}
              >
                <GroupIcon fontSize="small" color="action" aria-hidden="true" />
                {user.roles.map((role) => (
                  <Chip key={role} label={role} size="small" color="primary" variant="outlined" />
                ))}
              </Box>
            )}
            {operations.length === 0 ? (
              <Empty text={CONTROL_TEXTS.permissionsEmpty} />
            ) : (
              <List dense disablePadding aria-label={title}>
                {operations.map((operation) => (
                  <ListItemButton
                    key={operation.operationId}
                    disabled={!clickable}
                    sx={{ '&.Mui-disabled': { opacity: 1 } }}
                    onClick={() => void runtime.fire(WIDGET_EVENTS.click, operation)}
                  >
                    <ListItemIcon sx={{ minWidth: 32 }}>
                      <KeyIcon fontSize="small" color="action" />
                    </ListItemIcon>
                    <ListItemText primary={operation.operationId} />
                  </ListItemButton>
                ))}
              </List>
            )}
          </>
        )}
      </Box>
    </Box>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', p: 3 }}>
      {text}
    </Typography>
  );
}
