import { ErrorBlock, List, Skeleton, Switch, Toast } from 'antd-mobile';
import { useEffect } from 'react';
import { NOTIFICATION_PREFERENCE_TEXTS as T } from '../../notifications/notificationPreferencesModel.js';
import { useNotificationPreferences } from '../../react/useNotificationPreferences.js';
import { AccountLayout } from './AccountLayout.js';

/** The portal path of the notification settings (ours: spec 2 §2.1 has no such route). */
export const NOTIFICATION_SETTINGS_PATH = '/notification-settings';

/**
 * 通知设置 (README "Notification settings"): one card per out-of-band channel — its address, or
 * why it cannot be used — with a switch per event; the in-app bell always gets everything.
 * A switch saves at once; a failed save flips it back and says 保存失败，请稍后再试.
 */
export function NotificationSettingsPage() {
  const [snapshot, model] = useNotificationPreferences();
  useEffect(() => {
    if (snapshot.error) Toast.show({ content: snapshot.error });
  }, [snapshot.error]);
  return (
    <AccountLayout title={T.title} background="#f5f6f8" testId="notification-settings">
      <p style={{ margin: 0, padding: '12px 16px', fontSize: 13, color: '#666', lineHeight: 1.6 }}>
        {T.inApp}
      </p>
      {snapshot.state === 'loading' && (
        <div style={{ padding: 16 }}>
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      )}
      {snapshot.state === 'failed' && (
        <ErrorBlock status="default" title={T.failed} description="" />
      )}
      {snapshot.state === 'ready' &&
        snapshot.channels.map((channel) => (
          <List
            key={channel.channel}
            mode="card"
            header={
              <span style={{ display: 'flex', justifyContent: 'space-between', width: '100%' }}>
                <span style={{ fontWeight: 600, color: '#333' }}>{channel.label}</span>
                <span style={{ color: channel.available ? '#999' : '#ff8f1f' }}>
                  {channel.hint}
                </span>
              </span>
            }
            data-testid={`channel-${channel.channel}`}
          >
            {snapshot.rows.map((row) => {
              const key = `${row.event}:${channel.channel}`;
              return (
                <List.Item
                  key={key}
                  extra={
                    <Switch
                      aria-label={`${channel.label}·${row.label}`}
                      checked={channel.available && row.enabled[channel.channel]}
                      disabled={!channel.available}
                      loading={snapshot.saving.has(key)}
                      onChange={(checked) => void model.toggle(row.event, channel.channel, checked)}
                    />
                  }
                  disabled={!channel.available}
                >
                  {row.label}
                </List.Item>
              );
            })}
          </List>
        ))}
    </AccountLayout>
  );
}
