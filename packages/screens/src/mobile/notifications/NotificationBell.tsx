import { useState, type CSSProperties } from 'react';
import { Badge, Button, ErrorBlock, List, Popup, Tag } from 'antd-mobile';
import { BellOutline } from 'antd-mobile-icons';
import { useNavigation, useNotificationsChanged, useSession } from '@tessera/react';
import type { NotificationsChangedPort } from '../../notifications/notificationCentreModel.js';
import { NOTIFICATION_TEXTS as T } from '../../notifications/notificationTexts.js';
import { useNotificationCentre } from '../../react/useNotificationCentre.js';

/** Props of the mobile {@link NotificationBell}. */
export interface MobileNotificationBellProps {
  /** The live unread count; default the provider's `notificationsChanged`. */
  notificationsChanged?: NotificationsChangedPort;
}

const KIND_COLOURS = {
  待办: 'primary',
  催办: 'warning',
  抄送: 'default',
  审批结果: 'success',
  账户安全: 'danger',
  登录提醒: 'warning',
} as const;

/**
 * The notification centre in a mobile nav bar (README "Notification centre"): a bell with the
 * signed-in user's unread count, live, opening a bottom popup of the newest notifications; a
 * notification opens its approval detail or, for an account event, the account page (and is read); 全部已读. Nothing for an anonymous visitor.
 */
export function NotificationBell({ notificationsChanged }: MobileNotificationBellProps) {
  const { status } = useSession();
  if (status !== 'authenticated') return null;
  return <SignedInBell notificationsChanged={notificationsChanged} />;
}

function SignedInBell({ notificationsChanged }: MobileNotificationBellProps) {
  const provided = useNotificationsChanged();
  const centre = useNotificationCentre(notificationsChanged ?? provided);
  const navigation = useNavigation();
  const [open, setOpen] = useState(false);
  const openRow = (href: string, id: string) => {
    setOpen(false);
    void centre.markRead(id).catch(() => undefined);
    if (navigation) navigation.navigate(href);
    else globalThis.location.assign(href);
  };
  const count = centre.unreadCount;
  return (
    <>
      <Button
        fill="none"
        size="small"
        aria-label={T.bell}
        onClick={() => {
          setOpen(true);
          void centre.refresh();
        }}
        style={{ '--text-color': 'inherit', padding: '4px 6px' } as CSSProperties}
      >
        <Badge
          content={count > 0 ? (count > 99 ? '99+' : count) : null}
          data-testid="notification-count"
          style={{ '--right': '-4px', '--top': '2px' }}
        >
          <BellOutline fontSize={22} />
        </Badge>
      </Button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '75vh' }}
      >
        <div
          role="dialog"
          aria-label={T.title}
          style={{ display: 'flex', flexDirection: 'column', maxHeight: '75vh' }}
        >
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              padding: '14px 16px',
              borderBottom: '1px solid #f0f0f0',
            }}
          >
            <span style={{ flex: 1, fontSize: 17, fontWeight: 600, color: '#1a1a1a' }}>
              {T.title}
              {count > 0 && (
                <span style={{ marginLeft: 8, fontSize: 14, fontWeight: 400, color: '#969799' }}>
                  {count}
                </span>
              )}
            </span>
            <Button
              size="small"
              fill="none"
              color="primary"
              disabled={count === 0}
              onClick={() => void centre.markAllRead().catch(() => undefined)}
            >
              {T.markAllRead}
            </Button>
          </div>
          <div style={{ overflowY: 'auto' }}>
            {centre.state === 'failed' && centre.rows.length === 0 && (
              <ErrorBlock status="default" title={T.failed} description="" />
            )}
            {centre.state === 'ready' && centre.rows.length === 0 && (
              <ErrorBlock status="empty" title={T.empty} description="" />
            )}
            {centre.rows.length > 0 && (
              <List style={{ '--border-top': 'none' }}>
                {centre.rows.map((row) => (
                  <List.Item
                    key={row.id}
                    onClick={() => openRow(row.href, row.id)}
                    prefix={
                      <Tag
                        color={KIND_COLOURS[row.kindText as keyof typeof KIND_COLOURS] ?? 'default'}
                        fill={row.read ? 'outline' : 'solid'}
                        style={{ minWidth: 48, textAlign: 'center' }}
                      >
                        {row.kindText}
                      </Tag>
                    }
                    description={row.time}
                    extra={
                      row.read ? null : (
                        <span
                          aria-hidden
                          style={{
                            display: 'inline-block',
                            width: 8,
                            height: 8,
                            borderRadius: 4,
                            background: 'var(--adm-color-danger)',
                          }}
                        />
                      )
                    }
                    arrow={false}
                    data-testid="notification-item"
                    data-read={row.read ? 'true' : 'false'}
                  >
                    <span
                      style={{
                        fontWeight: row.read ? 400 : 600,
                        color: row.read ? '#646566' : '#1a1a1a',
                      }}
                    >
                      {row.text}
                    </span>
                  </List.Item>
                ))}
              </List>
            )}
          </div>
        </div>
      </Popup>
    </>
  );
}
