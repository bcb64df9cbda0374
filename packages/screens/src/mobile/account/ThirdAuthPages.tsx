import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, ErrorBlock, List, Result, SpinLoading } from 'antd-mobile';
import { UserCircleOutline } from 'antd-mobile-icons';
import {
  bindPhone,
  getThirdPartyAuthorizeUrl,
  getThirdPartyProviders,
  isBindRequired,
  isIdentityRefusedError,
  thirdPartySignIn,
} from '@tessera/api';
import { accountPortalPath, type ThirdPartyProviderInfo } from '@tessera/protocol';
import { sameSitePath } from '@tessera/routing';
import { useMessages, useNavigation, useSessionManager, useSessionStorage } from '@tessera/react';
import { checkPhone, PHONE_RULES, LOGIN_MESSAGES } from '@tessera/validation';
import { ACCOUNT_TEXTS } from '@tessera/widgets';
import { useAccountCalls, useSchemaForm, useSmsCountdown } from '@tessera/widgets/react';
import { useLoad } from '../../react/useModel.js';
import { AccountLayout } from './AccountLayout.js';
import { CodeField, FieldList, PhoneField } from './AccountFields.js';

/** The third-party screens' texts (ours: spec 2 §2.1 names only the routes). */
export const THIRD_AUTH_TEXTS = {
  title: '第三方账号登录',
  choose: '选择登录方式',
  none: '暂未开放第三方登录',
  signingIn: '正在登录，请稍候...',
  stateMismatch: '登录请求已失效，请重新发起第三方登录',
  retry: '重新登录',
  bindTitle: '绑定手机号',
  bindHint: (name: string) => (name ? `${name}，首次登录请绑定手机号` : '首次登录请绑定手机号'),
  /** /third-auth-bind opened without its ticket (directly, or after it was used). */
  bindMissing: '绑定信息已失效，请重新发起第三方登录',
  bind: '绑定并登录',
} as const;

/** Session-storage key of the pending sign-in's `state` and `provider` (CSRF check). */
export const THIRD_AUTH_STATE_KEY = 'tessera-third-auth';

/** The pending sign-in as stored by {@link ThirdAuthPage}'s provider choice, or null. */
function readPending(
  text: string | null | undefined,
): { state: string; provider: string; returnUrl?: string } | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as { state?: unknown; provider?: unknown; returnUrl?: unknown };
    return typeof value.state === 'string' && typeof value.provider === 'string'
      ? {
          state: value.state,
          provider: value.provider,
          ...(typeof value.returnUrl === 'string' ? { returnUrl: value.returnUrl } : {}),
        }
      : null;
  } catch {
    return null;
  }
}

/** Where the provider sends the browser back: this app's /third-auth. */
function redirectUri(): string {
  return `${globalThis.location.origin}${accountPortalPath('thirdAuth')}`;
}

function randomState(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * /third-auth (spec 2 §2.1, §7.3 "openid single sign-on"): without a `code`, the providers to
 * choose from; choosing one stores a random `state` and goes to the provider's authorize page.
 * Back with `code` and `state`: the state is compared, the code redeemed — a bound identity is
 * signed in (then `returnUrl` or home), an unbound one goes to /third-auth-bind.
 */
export function ThirdAuthPage({ search }: { search: URLSearchParams }) {
  const { client, account } = useAccountCalls();
  const sessionStorage = useSessionStorage();
  const session = useSessionManager();
  const navigation = useNavigation();
  const code = search.get('code');
  // The pending sign-in this browser started (read once; the effect below forgets it).
  const [pending] = useState(() => readPending(sessionStorage?.getItem(THIRD_AUTH_STATE_KEY)));
  const [failure, setFailure] = useState<string | null>(() =>
    code && (!pending || pending.state !== search.get('state'))
      ? THIRD_AUTH_TEXTS.stateMismatch
      : null,
  );
  const redeemed = useRef(false);

  // The providers, unless this is the provider's answer (a `code`).
  const listed = useLoad<ThirdPartyProviderInfo[] | null>(
    () => (code ? Promise.resolve(null) : getThirdPartyProviders(client, account)),
    [client, account, code],
  );
  const providers = listed.state === 'failed' ? [] : listed.value;

  useEffect(() => {
    if (!code || redeemed.current) return;
    redeemed.current = true;
    sessionStorage?.removeItem(THIRD_AUTH_STATE_KEY);
    if (failure || !pending) return;
    const stored = pending;
    thirdPartySignIn(client, account, {
      provider: stored.provider,
      code,
      redirectUri: redirectUri(),
    })
      .then((answer) => {
        if (isBindRequired(answer)) {
          const next = new URLSearchParams({
            bindTicket: answer.bindTicket,
            displayName: answer.displayName,
            ...(stored.returnUrl ? { returnUrl: stored.returnUrl } : {}),
          });
          navigation?.navigate(`${accountPortalPath('thirdAuthBind')}?${next.toString()}`, {
            replace: true,
          });
          return;
        }
        session?.login(answer);
        navigation?.navigate(sameSitePath(stored.returnUrl) ?? '/', { replace: true });
      })
      .catch((error: unknown) =>
        setFailure(isIdentityRefusedError(error) ? error.message : ACCOUNT_TEXTS.loginFailed),
      );
  }, [code, client, account, navigation, session, sessionStorage, pending, failure]);

  const start = async (provider: ThirdPartyProviderInfo) => {
    const state = randomState();
    const returnUrl = sameSitePath(search.get('returnUrl')) ?? undefined;
    sessionStorage?.setItem(
      THIRD_AUTH_STATE_KEY,
      JSON.stringify({ state, provider: provider.name, returnUrl }),
    );
    try {
      const answer = await getThirdPartyAuthorizeUrl(client, account, {
        redirectUri: redirectUri(),
        provider: provider.name,
        state,
      });
      globalThis.location.assign(answer.authorizeUrl);
    } catch {
      // The request client showed why.
    }
  };

  let body;
  if (failure) {
    body = (
      <ErrorBlock status="default" title={failure} description="">
        <Button
          color="primary"
          onClick={() => navigation?.navigate(accountPortalPath('thirdAuth'), { replace: true })}
        >
          {THIRD_AUTH_TEXTS.retry}
        </Button>
      </ErrorBlock>
    );
  } else if (code) {
    body = <Result icon={<SpinLoading />} status="waiting" title={THIRD_AUTH_TEXTS.signingIn} />;
  } else if (providers === null) {
    body = (
      <div style={{ display: 'grid', placeItems: 'center', padding: 64 }}>
        <SpinLoading aria-label="加载中" />
      </div>
    );
  } else if (providers.length === 0) {
    body = <ErrorBlock status="empty" title={THIRD_AUTH_TEXTS.none} description="" />;
  } else {
    body = (
      <List header={THIRD_AUTH_TEXTS.choose} style={{ marginTop: 12 }}>
        {providers.map((provider) => (
          <List.Item
            key={provider.name}
            prefix={<UserCircleOutline fontSize={24} />}
            onClick={() => void start(provider)}
          >
            {provider.displayName}
          </List.Item>
        ))}
      </List>
    );
  }
  return (
    <AccountLayout title={THIRD_AUTH_TEXTS.title} background="#f5f6f8" testId="third-auth">
      {body}
    </AccountLayout>
  );
}

type BindField = 'phone' | 'code';

/**
 * /third-auth-bind (spec 2 §2.1, §7.3 "bind phone"): a third-party identity that no account
 * holds yet is bound to the account of a phone proven by an SMS code (SysLogin); the phone's
 * account is created when there is none. Then signed in, to `returnUrl` or home. Opened without
 * its `bindTicket` it says so and offers 重新登录 (back to /third-auth), no form.
 */
export function ThirdAuthBindPage({ search }: { search: URLSearchParams }) {
  const { client, account } = useAccountCalls();
  const session = useSessionManager();
  const navigation = useNavigation();
  const messages = useMessages();
  const [busy, setBusy] = useState(false);
  const schema = useMemo(
    () => ({
      phone: { label: ACCOUNT_TEXTS.phoneLabel, rules: PHONE_RULES },
      code: {
        label: ACCOUNT_TEXTS.codeLabel,
        rules: [{ kind: 'required' as const, message: LOGIN_MESSAGES.code }],
      },
    }),
    [],
  );
  const form = useSchemaForm<BindField>(schema, { phone: '', code: '' });
  const countdown = useSmsCountdown({ phone: form.values.phone, purpose: 'SysLogin' });
  const bindTicket = search.get('bindTicket') ?? '';
  const displayName = search.get('displayName') ?? '';

  const submit = async () => {
    const invalid = form.validate() ?? checkPhone(form.values.phone);
    if (invalid) {
      messages.warning(invalid);
      return;
    }
    setBusy(true);
    try {
      const tokens = await bindPhone(client, account, {
        bindTicket,
        phone: form.values.phone,
        code: form.values.code,
      });
      session?.login(tokens);
      messages.info(ACCOUNT_TEXTS.loginSucceeded);
      navigation?.navigate(sameSitePath(search.get('returnUrl')) ?? '/', { replace: true });
    } catch (error) {
      if (isIdentityRefusedError(error)) messages.error(error.message);
    } finally {
      setBusy(false);
    }
  };

  if (!bindTicket) {
    return (
      <AccountLayout
        title={THIRD_AUTH_TEXTS.bindTitle}
        background="#f5f6f8"
        testId="third-auth-bind"
      >
        <ErrorBlock
          status="default"
          title={THIRD_AUTH_TEXTS.bindMissing}
          description=""
          data-testid="bind-missing"
        >
          <Button
            color="primary"
            onClick={() => navigation?.navigate(accountPortalPath('thirdAuth'), { replace: true })}
          >
            {THIRD_AUTH_TEXTS.retry}
          </Button>
        </ErrorBlock>
      </AccountLayout>
    );
  }

  return (
    <AccountLayout
      title={THIRD_AUTH_TEXTS.bindTitle}
      heading={THIRD_AUTH_TEXTS.bindTitle}
      testId="third-auth-bind"
    >
      <p style={{ margin: '0 24px 8px', color: '#666' }} data-testid="bind-hint">
        {THIRD_AUTH_TEXTS.bindHint(displayName)}
      </p>
      <FieldList>
        <PhoneField binding={form.field('phone')} />
        <CodeField binding={form.field('code')} countdown={countdown} />
      </FieldList>
      <div style={{ padding: 24 }}>
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          loading={busy}
          disabled={busy}
          onClick={() => void submit()}
        >
          {THIRD_AUTH_TEXTS.bind}
        </Button>
      </div>
    </AccountLayout>
  );
}
