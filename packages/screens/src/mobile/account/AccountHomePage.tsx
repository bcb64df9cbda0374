import { Avatar, Button, List } from 'antd-mobile';
import {
  AddSquareOutline,
  BellOutline,
  EnvironmentOutline,
  LockOutline,
  PhonebookOutline,
  TagOutline,
  TeamOutline,
  UnorderedListOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { accountPortalPath } from '@tessera/protocol';
import { useNavigation, useSession, useSettings, useSignOut } from '@tessera/react';
import {
  ACCOUNT_TEXTS,
  approvalListHref,
  approvalStartHref,
  SESSION_TEXTS,
} from '@tessera/widgets';
import { APPROVAL_TEXTS } from '../../approval/approvalTexts.js';
import { NOTIFICATION_PREFERENCE_TEXTS } from '../../notifications/notificationPreferencesModel.js';
import { NOTIFICATION_SETTINGS_PATH } from './NotificationSettingsPage.js';

/** The portal home's texts (ours: the spec has no home screen). */
export const ACCOUNT_HOME_TEXTS = {
  title: '账户中心',
  welcome: '登录后管理您的账户、收货地址与审批',
  addresses: '收货地址',
  password: '修改密码',
  changePhone: '更换手机号',
  /** README "Notification settings". */
  notifications: NOTIFICATION_PREFERENCE_TEXTS.entry,
  tags: '我的标签',
  jobs: '岗位',
  ranks: '职级',
  /** The approval entries: the start page's title and the list of my applications and todos. */
  startApproval: APPROVAL_TEXTS.startTitle,
  myApprovals: '我的审批',
} as const;

/**
 * The portal's home (ours: spec 2 lists screens but no entry page): the signed-in user with
 * nickname and phone, then one row per screen — addresses, password, phone; 发起审批 and 我的审批
 * (the approval start page's chooser and list); tags, jobs, ranks — and 退出登录; a signed-out
 * visitor gets 登录 and 注册.
 */
export function AccountHomePage() {
  const { status, user } = useSession();
  const settings = useSettings();
  const navigation = useNavigation();
  const signOut = useSignOut();
  const go = (path: string) => () => navigation?.navigate(path);
  const signedIn = status === 'authenticated';
  return (
    <div style={{ minHeight: '100vh', background: '#f5f6f8' }} data-testid="account-home">
      <header
        style={{
          background: 'linear-gradient(135deg, #1677ff 0%, #4096ff 100%)',
          color: '#fff',
          padding: '40px 24px 32px',
          display: 'flex',
          alignItems: 'center',
          gap: 16,
        }}
      >
        <Avatar
          src={user.headImageUrl ?? ''}
          style={{ '--size': '56px', '--border-radius': '50%' }}
        />
        <div>
          <div style={{ fontSize: 20, fontWeight: 600 }} data-testid="home-user-name">
            {signedIn
              ? user.nickName || user.userName || user.mobilePhone
              : ACCOUNT_HOME_TEXTS.title}
          </div>
          <div style={{ fontSize: 14, opacity: 0.85, marginTop: 4 }} data-testid="home-user-phone">
            {signedIn ? user.mobilePhone : ACCOUNT_HOME_TEXTS.welcome}
          </div>
        </div>
      </header>
      {signedIn ? (
        <>
          <List style={{ marginTop: 12 }}>
            <List.Item
              prefix={<EnvironmentOutline />}
              onClick={go(accountPortalPath('selectedAddress'))}
            >
              {ACCOUNT_HOME_TEXTS.addresses}
            </List.Item>
            <List.Item prefix={<LockOutline />} onClick={go(accountPortalPath('resetPassword'))}>
              {ACCOUNT_HOME_TEXTS.password}
            </List.Item>
            <List.Item
              prefix={<PhonebookOutline />}
              onClick={go(accountPortalPath('changeAccount'))}
            >
              {ACCOUNT_HOME_TEXTS.changePhone}
            </List.Item>
            <List.Item prefix={<BellOutline />} onClick={go(NOTIFICATION_SETTINGS_PATH)}>
              {ACCOUNT_HOME_TEXTS.notifications}
            </List.Item>
          </List>
          <List style={{ marginTop: 12 }}>
            <List.Item prefix={<AddSquareOutline />} onClick={go(approvalStartHref())}>
              {ACCOUNT_HOME_TEXTS.startApproval}
            </List.Item>
            <List.Item prefix={<UnorderedListOutline />} onClick={go(approvalListHref('apply'))}>
              {ACCOUNT_HOME_TEXTS.myApprovals}
            </List.Item>
          </List>
          <List style={{ marginTop: 12 }}>
            <List.Item prefix={<TagOutline />} onClick={go(accountPortalPath('userTags'))}>
              {ACCOUNT_HOME_TEXTS.tags}
            </List.Item>
            <List.Item prefix={<TeamOutline />} onClick={go(accountPortalPath('userJobs'))}>
              {ACCOUNT_HOME_TEXTS.jobs}
            </List.Item>
            <List.Item prefix={<UserOutline />} onClick={go(accountPortalPath('userRanks'))}>
              {ACCOUNT_HOME_TEXTS.ranks}
            </List.Item>
          </List>
          <div style={{ padding: 24 }}>
            <Button block size="large" shape="rounded" onClick={() => void signOut()}>
              {SESSION_TEXTS.signOut}
            </Button>
          </div>
        </>
      ) : (
        <div style={{ padding: 24, display: 'grid', gap: 12 }}>
          <Button
            block
            color="primary"
            size="large"
            shape="rounded"
            onClick={go(accountPortalPath('loginByPhone'))}
          >
            {ACCOUNT_TEXTS.login}
          </Button>
          <Button
            block
            size="large"
            shape="rounded"
            onClick={go(accountPortalPath('registerByPhone'))}
          >
            {ACCOUNT_TEXTS.register}
          </Button>
        </div>
      )}
      <p style={{ textAlign: 'center', color: '#bbb', fontSize: 12 }}>{settings.subAppName}</p>
    </div>
  );
}
