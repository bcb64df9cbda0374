import type { KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml, IDENTITY_PAGE_HEADERS, renderIdentityPage } from './identityPages.js';

/**
 * What each standard OAuth 2.0 / OpenID Connect error code (RFC 6749 §4.1.2.1, §5.2, RFC 6750
 * §3.1, OIDC Core §3.1.2.6, RFC 8707) tells the user, in Chinese. The provider's English
 * description stays underneath, small, for whoever reports the problem.
 */
export const PROVIDER_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  invalid_request: '登录请求无效或已过期，请返回应用重新登录。',
  invalid_redirect_uri: '应用的回调地址未登记，无法完成登录。请联系管理员检查应用地址的配置。',
  invalid_client: '无法识别发起登录的应用，请联系管理员。',
  unauthorized_client: '该应用无权使用这种登录方式，请联系管理员。',
  access_denied: '登录请求被拒绝。',
  unsupported_response_type: '应用请求的登录方式不受支持，请联系管理员。',
  unsupported_response_mode: '应用请求的登录方式不受支持，请联系管理员。',
  unsupported_grant_type: '应用请求的登录方式不受支持，请联系管理员。',
  invalid_scope: '应用请求的权限范围无效，请联系管理员。',
  invalid_target: '应用请求的资源无效，请联系管理员。',
  invalid_grant: '登录凭据无效或已过期，请返回应用重新登录。',
  invalid_token: '登录凭据无效或已过期，请返回应用重新登录。',
  login_required: '需要登录，请返回应用重新登录。',
  interaction_required: '需要登录，请返回应用重新登录。',
  consent_required: '需要您的授权，请返回应用重新登录。',
  request_not_supported: '不支持这种登录请求。',
  request_uri_not_supported: '不支持这种登录请求。',
  registration_not_supported: '不支持这种登录请求。',
  temporarily_unavailable: '登录服务暂时不可用，请稍后再试。',
  server_error: '登录服务出错，请稍后再试。',
};

/** The text of an error code the table does not name. */
export const PROVIDER_ERROR_FALLBACK = '登录出错，请返回应用重新登录。';

/** Where "返回首页" leads: the app the request came from when it is an app origin, else the first. */
function homeOf(ctx: KoaContextWithOIDC, appOrigins: readonly string[]): string {
  const params = ctx.oidc?.params ?? {};
  for (const name of ['redirect_uri', 'post_logout_redirect_uri']) {
    const value = params[name];
    if (typeof value !== 'string') continue;
    try {
      const { origin } = new URL(value);
      if (appOrigins.includes(origin)) return `${origin}/`;
    } catch {
      // not a URL: the first app origin
    }
  }
  return `${appOrigins[0] ?? ''}/`;
}

function setPageHeaders(ctx: KoaContextWithOIDC): void {
  for (const [name, value] of Object.entries(IDENTITY_PAGE_HEADERS)) ctx.set(name, value);
  ctx.type = 'html';
}

/** The provider's error page (its `renderError`): the Chinese sentence, the detail, home. */
export function renderProviderError(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string },
  appOrigins: readonly string[],
): void {
  setPageHeaders(ctx);
  const message = PROVIDER_ERROR_MESSAGES[out.error] ?? PROVIDER_ERROR_FALLBACK;
  const detail = out.error_description ? `${out.error}: ${out.error_description}` : out.error;
  ctx.body = renderIdentityPage({
    title: '登录出错',
    body: `<h1>登录出错</h1>
  <p class="text" role="alert">${escapeHtml(message)}</p>
  <a class="button" href="${escapeHtml(homeOf(ctx, appOrigins))}">返回首页</a>
  <p class="detail">${escapeHtml(detail)}</p>`,
  });
}

/** The sign-out confirmation (rp-initiated logout without a valid `id_token_hint`). */
export function renderLogoutPage(ctx: KoaContextWithOIDC, form: string): void {
  setPageHeaders(ctx);
  // `form` is the provider's hidden form `op.logoutForm` (its action and xsrf token).
  ctx.body = renderIdentityPage({
    title: '退出登录',
    body: `<h1>退出登录</h1>
  <p class="text">确定要退出登录吗？</p>
  ${form}
  <button type="submit" form="op.logoutForm" value="yes" name="logout" autofocus>退出登录</button>
  <button type="submit" form="op.logoutForm" class="secondary">取消</button>`,
  });
}

/** After a sign-out that names no (registered) place to return to. */
export function renderLogoutSuccessPage(
  ctx: KoaContextWithOIDC,
  appOrigins: readonly string[],
): void {
  setPageHeaders(ctx);
  ctx.body = renderIdentityPage({
    title: '已退出登录',
    body: `<h1>已退出登录</h1>
  <p class="text">您已成功退出登录。</p>
  <a class="button" href="${escapeHtml(homeOf(ctx, appOrigins))}">返回首页</a>`,
  });
}
