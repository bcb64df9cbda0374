// The session controls, mobile flavour (spec 1 §2 Other, §6 always allowed): Login, Register,
// PermissionList and SystemMessage over the shared props and hooks of `src/controls/`.
import { useId, type MouseEvent } from 'react';
import { Avatar, Badge, Button, DotLoading, List, Tag } from 'antd-mobile';
import { BellOutline, KeyOutline, TeamOutline } from 'antd-mobile-icons';
import type { TodoListItem } from '@tessera/protocol';
import { useNavigation, useSession, useSignOut } from '@tessera/react';
import { approvalListHref } from '../../controls/approvalQuery.js';
import {
  activeOperations,
  currentAddress,
  loginHref,
  panelTitle,
  readRegisterConfig,
  systemMessageHref,
  systemMessageLimit,
} from '../../controls/controlProps.js';
import { CONTROL_TEXTS } from '../../controls/controlTexts.js';
import { useControl } from '../../controls/useControl.js';
import { usePageLink } from '../../controls/usePageLink.js';
import { useSystemMessages } from '../../controls/useSystemMessages.js';
import { WIDGET_EVENTS } from '../../controls/widgetEvents.js';
import { formatDateTime } from '../../internals/formatDateTime.js';
import type { WidgetProps } from '../../registry/createWidgetRegistry.js';

const panel = {
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  background: '#fff',
} as const;

function Hint({ text }: { text: string }) {
  return (
    <div style={{ padding: 24, textAlign: 'center', color: 'var(--adm-color-weak)', fontSize: 14 }}>
      {text}
    </div>
  );
}

/** Sign in or out (typeName `Login`): 登录 → /login?returnUrl=…, or the user with 退出登录. */
export function MobileLoginControl({ control }: WidgetProps) {
  const runtime = useControl(control);
  const { status, user } = useSession();
  const navigation = useNavigation();
  const signOut = useSignOut();
  const openLink = usePageLink();
  if (!runtime.visible) return null;
  const signedIn = status === 'authenticated';
  const href = loginHref(currentAddress(navigation?.currentPath));
  return (
    <div
      data-testid="login-control"
      style={{ height: '100%', display: 'flex', alignItems: 'center', gap: 12, padding: '0 12px' }}
    >
      {signedIn ? (
        <>
          <Avatar
            src={user.headImageUrl || ''}
            style={{ '--size': '36px', '--border-radius': '50%' }}
          />
          <span
            style={{
              flex: 1,
              minWidth: 0,
              fontSize: 15,
              fontWeight: 500,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {user.nickName || user.userName || user.mobilePhone}
          </span>
          <Button size="small" fill="outline" onClick={() => void signOut()}>
            {CONTROL_TEXTS.logout}
          </Button>
        </>
      ) : (
        <a href={href} onClick={(event: MouseEvent<HTMLElement>) => openLink(event, href)}>
          <Button color="primary" size="small" tabIndex={-1}>
            {CONTROL_TEXTS.login}
          </Button>
        </a>
      )}
    </div>
  );
}

/** A link to sign up (typeName `Register`): `props.label` (注册) to `props.url` (/register). */
export function MobileRegisterControl({ control }: WidgetProps) {
  const runtime = useControl(control);
  const openLink = usePageLink();
  if (!runtime.visible) return null;
  const { label, url } = readRegisterConfig(control);
  return (
    <div
      data-testid="register-control"
      style={{ height: '100%', display: 'flex', alignItems: 'center', padding: '0 12px' }}
    >
      <a
        href={url}
        style={{ color: 'var(--adm-color-primary)', fontSize: 15 }}
        onClick={(event: MouseEvent<HTMLElement>) => openLink(event, url)}
      >
        {label}
      </a>
    </div>
  );
}

/** The user's roles and operations (typeName `PermissionList`); an operation fires `click`. */
export function MobilePermissionListControl({ control }: WidgetProps) {
  const runtime = useControl(control);
  const { status, user } = useSession();
  const headingId = useId();
  if (!runtime.visible) return null;
  const title = panelTitle(control, CONTROL_TEXTS.permissionsTitle);
  const operations = activeOperations(user.operations);
  const clickable = runtime.hasEvent(WIDGET_EVENTS.click);
  let body;
  if (status !== 'authenticated') body = <Hint text={CONTROL_TEXTS.permissionsSignIn} />;
  else
    body = (
      <>
        {user.roles.length > 0 ? (
          <div
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 6,
              padding: '8px 12px',
            }}
          >
            <TeamOutline aria-hidden style={{ color: 'var(--adm-color-weak)' }} />
            {user.roles.map((role) => (
              <Tag key={role} color="primary" fill="outline" round>
                {role}
              </Tag>
            ))}
          </div>
        ) : null}
        {operations.length === 0 ? (
          <Hint text={CONTROL_TEXTS.permissionsEmpty} />
        ) : (
          <List aria-label={title}>
            {operations.map((operation) => (
              <List.Item
                key={operation.operationId}
                prefix={<KeyOutline aria-hidden />}
                clickable={clickable}
                arrowIcon={clickable}
                onClick={
                  clickable ? () => void runtime.fire(WIDGET_EVENTS.click, operation) : undefined
                }
              >
                {operation.operationId}
              </List.Item>
            ))}
          </List>
        )}
      </>
    );
  return (
    <section aria-labelledby={headingId} data-testid="permission-list-control" style={panel}>
      <h2
        id={headingId}
        style={{
          margin: 0,
          padding: '10px 12px',
          fontSize: 15,
          fontWeight: 600,
          borderBottom: '1px solid var(--adm-color-border)',
        }}
      >
        {title}
      </h2>
      <div style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>{body}</div>
    </section>
  );
}

/**
 * The user's latest pending approvals with their count (typeName `SystemMessage`): a message
 * opens its approval, or fires `click` with it when the control has that event.
 */
export function MobileSystemMessageControl({ control }: WidgetProps) {
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
    } else openLink(event, systemMessageHref(message));
  };
  const allHref = approvalListHref('todo');
  let body;
  if (!state.signedIn) body = <Hint text={CONTROL_TEXTS.messagesSignIn} />;
  else if (state.loading)
    body = (
      <div role="status" style={{ padding: 16, textAlign: 'center' }}>
        <DotLoading color="primary" />
      </div>
    );
  else if (state.messages.length === 0) body = <Hint text={CONTROL_TEXTS.messagesEmpty} />;
  else
    body = (
      <List>
        {state.messages.map((message) => (
          <a
            key={message.taskId}
            href={systemMessageHref(message)}
            style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}
            onClick={(event: MouseEvent<HTMLElement>) => open(event, message)}
          >
            <List.Item
              clickable
              description={`${message.applicantName}  ${formatDateTime(message.arrivedAt)}`}
            >
              {`${message.workflowName} · ${message.stepName}`}
            </List.Item>
          </a>
        ))}
      </List>
    );
  return (
    <section aria-labelledby={headingId} data-testid="system-message-control" style={panel}>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 10,
          padding: '10px 12px',
          borderBottom: '1px solid var(--adm-color-border)',
        }}
      >
        <Badge content={state.total > 0 ? (state.total > 99 ? '99+' : state.total) : null}>
          <BellOutline fontSize={22} aria-hidden />
        </Badge>
        <h2 id={headingId} style={{ margin: 0, flex: 1, fontSize: 15, fontWeight: 600 }}>
          {title}
        </h2>
        {state.signedIn && state.total > 0 ? (
          <a
            href={allHref}
            style={{ fontSize: 13 }}
            onClick={(event: MouseEvent<HTMLElement>) => openLink(event, allHref)}
          >
            {CONTROL_TEXTS.messagesAll}
          </a>
        ) : null}
      </div>
      <div style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>{body}</div>
    </section>
  );
}
