import { Button, ErrorBlock, List, Result, SpinLoading } from 'antd-mobile';
import { UserCircleOutline } from 'antd-mobile-icons';
import { THIRD_AUTH_TEXTS } from '../../account/thirdAuthModels.js';
import { accountFormOf } from '../../react/accountFormOf.js';
import { useThirdAuth, useThirdAuthBind } from '../../react/useThirdAuth.js';
import { AccountLayout } from './AccountLayout.js';
import { CodeField, FieldList, PhoneField } from './AccountFields.js';

export { THIRD_AUTH_TEXTS, THIRD_AUTH_STATE_KEY } from '../../account/thirdAuthModels.js';

/**
 * /third-auth (spec 2 §2.1, §7.3 "openid single sign-on"): without a `code`, the providers to
 * choose from; choosing one stores a random `state` and goes to the provider's authorize page.
 * Back with `code` and `state`: the state is compared, the code redeemed — a bound identity is
 * signed in (then `returnUrl` or home), an unbound one goes to /third-auth-bind. The state and
 * the calls are the model's (`createThirdAuthModel`).
 */
export function ThirdAuthPage({ search }: { search: URLSearchParams }) {
  const [{ providers, failure, redeeming }, model] = useThirdAuth(search);

  let body;
  if (failure) {
    body = (
      <ErrorBlock status="default" title={failure} description="">
        <Button color="primary" onClick={() => model.retry()}>
          {THIRD_AUTH_TEXTS.retry}
        </Button>
      </ErrorBlock>
    );
  } else if (redeeming) {
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
            onClick={() => void model.choose(provider)}
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

/**
 * /third-auth-bind (spec 2 §2.1, §7.3 "bind phone"): a third-party identity that no account
 * holds yet is bound to the account of a phone proven by an SMS code (SysLogin); the phone's
 * account is created when there is none. Then signed in, to `returnUrl` or home. Opened without
 * its `bindTicket` it says so and offers 重新登录 (back to /third-auth), no form. The state and
 * the calls are the model's (`createThirdAuthBindModel`).
 */
export function ThirdAuthBindPage({ search }: { search: URLSearchParams }) {
  const { snapshot, model, countdown } = useThirdAuthBind(search);
  const field = accountFormOf(snapshot, model);

  if (snapshot.missing) {
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
          <Button color="primary" onClick={() => model.retry()}>
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
        {THIRD_AUTH_TEXTS.bindHint(snapshot.displayName)}
      </p>
      <FieldList>
        <PhoneField binding={field('phone')} />
        <CodeField binding={field('code')} countdown={countdown} />
      </FieldList>
      <div style={{ padding: 24 }}>
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          loading={snapshot.busy}
          disabled={snapshot.busy}
          onClick={() => void model.submit()}
        >
          {THIRD_AUTH_TEXTS.bind}
        </Button>
      </div>
    </AccountLayout>
  );
}
