import { createStore } from 'zustand/vanilla';
import { getNotificationPreferences, saveNotificationPreferences } from '@tessera/api';
import type { AppRef } from '@tessera/api';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferencesAnswer,
} from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { subscribeTo, type Model } from '../model/snapshot.js';

/**
 * The notification settings' texts (ours: the spec has no such screen; README "Notification
 * settings").
 */
export const NOTIFICATION_PREFERENCE_TEXTS = {
  title: '通知设置',
  entry: '通知设置',
  inApp: '站内通知始终开启，以下设置决定哪些通知同时发到邮件、短信和企业消息。',
  channels: { email: '邮件', sms: '短信', enterprise: '企业消息' },
  unavailable: { email: '未绑定邮箱', sms: '未绑定手机号', enterprise: '未接入' },
  events: {
    todo: '待办',
    urge: '催办',
    cc: '抄送',
    result: '审批结果',
    passwordChanged: '密码修改',
    signIn: '新设备登录',
  },
  failed: '加载失败',
  saveFailed: '保存失败，请稍后再试',
} as const;

/** One channel's column: its name, and where it goes or why it cannot be used. */
export interface PreferenceChannel {
  channel: NotificationChannel;
  label: string;
  available: boolean;
  /** The masked address, or why it is unavailable (未绑定邮箱 …). */
  hint: string;
}

/** One event's row: whether each channel carries it. */
export interface PreferenceRow {
  event: NotificationKind;
  label: string;
  enabled: Record<NotificationChannel, boolean>;
}

/** What the settings show. */
export interface NotificationPreferencesSnapshot {
  state: 'loading' | 'ready' | 'failed';
  channels: PreferenceChannel[];
  rows: PreferenceRow[];
  /** The switches being saved, as `event:channel`. */
  saving: ReadonlySet<string>;
  /** The last save's failure (保存失败，请稍后再试), cleared by the next toggle. */
  error: string | null;
}

/** The settings' model: the snapshot plus its command. */
export interface NotificationPreferencesModel extends Model<NotificationPreferencesSnapshot> {
  /** Turns one event on one channel on or off; saved at once, undone if the save fails. */
  toggle(event: NotificationKind, channel: NotificationChannel, enabled: boolean): Promise<void>;
}

const T = NOTIFICATION_PREFERENCE_TEXTS;

function shape(answer: NotificationPreferencesAnswer) {
  const channels = NOTIFICATION_CHANNELS.map((channel): PreferenceChannel => {
    const state = answer.channels.find((c) => c.channel === channel);
    const available = state?.available ?? false;
    return {
      channel,
      label: T.channels[channel],
      available,
      hint: available ? (state?.address ?? '') : T.unavailable[channel],
    };
  });
  const rows = NOTIFICATION_KINDS.map((event): PreferenceRow => ({
    event,
    label: T.events[event],
    enabled: Object.fromEntries(
      NOTIFICATION_CHANNELS.map((channel) => [
        channel,
        answer.items.some((i) => i.event === event && i.channel === channel && i.enabled),
      ]),
    ) as Record<NotificationChannel, boolean>,
  }));
  return { channels, rows };
}

/**
 * The signed-in user's notification settings (README "Notification settings"): every event ×
 * out-of-band channel as the server answers them (its defaults filled in), the channels the
 * user can use (an address and a provider), and one switch per pair saved as it is flipped.
 */
export function createNotificationPreferencesModel(input: {
  client: RequestClient;
  app: AppRef;
}): NotificationPreferencesModel {
  const { client, app } = input;
  const store = createStore<NotificationPreferencesSnapshot>()(() => ({
    state: 'loading',
    channels: [],
    rows: [],
    saving: new Set(),
    error: null,
  }));
  let stopped = false;
  const setRow = (event: NotificationKind, channel: NotificationChannel, enabled: boolean) =>
    store.setState((s) => ({
      rows: s.rows.map((row) =>
        row.event === event ? { ...row, enabled: { ...row.enabled, [channel]: enabled } } : row,
      ),
    }));
  const setSaving = (key: string, on: boolean) =>
    store.setState((s) => {
      const saving = new Set(s.saving);
      if (on) saving.add(key);
      else saving.delete(key);
      return { saving };
    });

  return {
    getSnapshot: store.getState,
    subscribe: subscribeTo(store),
    start() {
      stopped = false;
      getNotificationPreferences(client, app).then(
        (answer) => !stopped && store.setState({ state: 'ready', ...shape(answer) }),
        () => !stopped && store.setState({ state: 'failed' }),
      );
      return () => {
        stopped = true;
      };
    },
    async toggle(event, channel, enabled) {
      const key = `${event}:${channel}`;
      store.setState({ error: null });
      setRow(event, channel, enabled);
      setSaving(key, true);
      try {
        await saveNotificationPreferences(client, app, [{ event, channel, enabled }]);
      } catch {
        setRow(event, channel, !enabled);
        store.setState({ error: T.saveFailed });
      } finally {
        setSaving(key, false);
      }
    },
  };
}
