// The SystemMessage control (spec 1 §2 Other, §6 always allowed): the signed-in user's messages —
// their pending approvals, the only messages the server keeps (README "Controls").
import { useId, type MouseEvent } from 'react';
import {
  Badge,
  Box,
  CircularProgress,
  Link,
  List,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import type { TodoListItem } from '@tessera/protocol';
import { approvalListHref } from '../../controls/approvalQuery.js';
import {
  panelTitle,
  systemMessageHref as messageHref,
  systemMessageLimit,
} from '../../controls/controlProps.js';
import { useControl } from '../../controls/useControl.js';
import { WIDGET_EVENTS } from '../../controls/widgetEvents.js';
import { CONTROL_TEXTS } from '../../controls/controlTexts.js';
import { useSystemMessages } from '../../controls/useSystemMessages.js';
import { formatDateTime } from '../../internals/formatDateTime.js';
import type { WidgetProps } from '../../registry/createWidgetRegistry.js';
import { BellIcon } from './controlIcons.js';
import { usePageLink } from './usePageLink.js';

/**
 * The user's latest pending approvals with their count on a bell (typeName `SystemMessage`). A
 * message opens its approval; with a `click` event the event runs with the message instead.
 */
export function SystemMessageControl({ control }: WidgetProps) {
  const runtime = useControl(control);
  const state = useSystemMessages(systemMessageLimit(control));
  const openLink = usePageLink();
  const headingId = useId();
  if (!runtime.visible) return null;
  const title = panelTitle(control, CONTROL_TEXTS.messagesTitle);
  const open = (event: MouseEvent<HTMLElement>, message: TodoListItem) => {
    if (runtime.hasEvent(WIDGET_EVENTS.click)) {
      event.preventDefault();
      void runtime.fire(WIDGET_EVENTS.click, message);
    } else openLink(event, messageHref(message));
  };
  let body;
  if (!state.signedIn) body = <Hint text={CONTROL_TEXTS.messagesSignIn} />;
  else if (state.loading)
    body = (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
        <CircularProgress size={20} aria-label={CONTROL_TEXTS.tableLoading} />
      </Box>
    );
  else if (state.messages.length === 0) body = <Hint text={CONTROL_TEXTS.messagesEmpty} />;
  else
    body = (
      <List dense disablePadding>
        {state.messages.map((message) => (
          <ListItemButton
            key={message.taskId}
            component="a"
            href={messageHref(message)}
            divider
            onClick={(event: MouseEvent<HTMLElement>) => open(event, message)}
          >
            <ListItemText
              primary={`${message.workflowName} · ${message.stepName}`}
              secondary={`${message.applicantName}  ${formatDateTime(message.arrivedAt)}`}
              slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
            />
          </ListItemButton>
        ))}
      </List>
    );
  const allHref = approvalListHref('todo');
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid="system-message-control"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', bgcolor: 'background.paper' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Badge badgeContent={state.total} color="error" max={99}>
          <BellIcon color="action" />
        </Badge>
        <Typography
          id={headingId}
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 600, flex: 1 }}
        >
          {title}
        </Typography>
        {state.signedIn && state.total > 0 && (
          <Link
            href={allHref}
            variant="body2"
            underline="hover"
            onClick={(event) => openLink(event, allHref)}
          >
            {CONTROL_TEXTS.messagesAll}
          </Link>
        )}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>{body}</Box>
    </Box>
  );
}

function Hint({ text }: { text: string }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', p: 3 }}>
      {text}
    </Typography>
  );
}
