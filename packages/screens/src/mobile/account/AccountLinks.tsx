import type { ReactNode } from 'react';
import { useNavigation } from '@tessera/react';
import { type AccountPageConfig, designedPagePath, ACCOUNT_TEXTS } from '@tessera/widgets';

/** A text link that acts in place (switch login type, 忘记密码, 去登录). */
export function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      style={{
        border: 0,
        background: 'none',
        padding: 0,
        font: 'inherit',
        color: 'var(--adm-color-primary)',
        cursor: 'pointer',
      }}
    >
      {children}
    </button>
  );
}

/**
 * spec 2 §2.7 the agreement line: 登录即代表您同意我们的 with the service and privacy links
 * (labels default to 服务协议 / 隐私政策), each shown when its flag is on and opening its page.
 */
export function AgreementLine({ config }: { config: AccountPageConfig }) {
  const navigation = useNavigation();
  if (!config.isServiceOpen && !config.isPrivateOpen) return null;
  const link = (label: string, pageId: string) => (
    <LinkButton
      onClick={() => {
        if (pageId) navigation?.navigate(designedPagePath(pageId));
      }}
    >
      《{label}》
    </LinkButton>
  );
  return (
    <p
      data-testid="agreement"
      style={{
        marginTop: 'auto',
        padding: '24px',
        fontSize: 12,
        color: '#999',
        textAlign: 'center',
      }}
    >
      {ACCOUNT_TEXTS.agreement}
      {config.isServiceOpen &&
        link(config.serviceLabel || ACCOUNT_TEXTS.serviceLabel, config.pageService)}
      {config.isServiceOpen && config.isPrivateOpen && ACCOUNT_TEXTS.and}
      {config.isPrivateOpen &&
        link(config.privateLabel || ACCOUNT_TEXTS.privateLabel, config.pagePrivate)}
    </p>
  );
}
