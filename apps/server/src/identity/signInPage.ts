import type { ImageCaptcha } from './captchas.js';
import { escapeHtml, renderIdentityPage } from './identityPages.js';

/** The account portal's screens the sign-in page links to (absolute URLs), when known. */
export interface SignInLinks {
  /** 注册: the portal's register screen. */
  register?: string;
  /** 忘记密码 (and 重置密码 of a locked account): the portal's forgot-password screen. */
  forgotPassword?: string;
}

/** What the sign-in page shows. */
export interface SignInPageOptions {
  /** Where the form posts. */
  action: string;
  phone?: string;
  error?: string;
  /** The account is locked: the message offers 重置密码 (spec 2 §8 has no other way forward). */
  locked?: boolean;
  /** The image captcha to answer (spec 2 §4 Image captcha), and where a new one comes from. */
  captcha?: { image: ImageCaptcha; refreshUrl: string };
  links?: SignInLinks;
}

/** The forgot-password URL with the typed phone filled in (the portal reads `?phone=`). */
function withPhone(url: string, phone: string | undefined): string {
  if (!phone) return url;
  const target = new URL(url);
  target.searchParams.set('phone', phone);
  return target.toString();
}

/** The captcha row: the answer, the image (a button: a click draws a new one), the id. */
function captchaRow(captcha: NonNullable<SignInPageOptions['captcha']>): string {
  return `<label for="imgCode">图形验证码</label>
    <div class="captcha">
      <input id="imgCode" name="imgCode" maxlength="4" autocomplete="off" placeholder="请输入图形验证码">
      <button type="button" id="captcha-refresh" title="看不清？换一张" aria-label="换一张"
        data-url="${escapeHtml(captcha.refreshUrl)}"><img id="captcha-image" alt="图形验证码"
        src="${escapeHtml(captcha.image.base64Str)}"></button>
    </div>
    <input type="hidden" id="imgTimestamp" name="imgTimestamp" value="${escapeHtml(captcha.image.imgTimestamp)}">`;
}

// Draws a new captcha in place: the interaction's captcha route answers { base64Str, imgTimestamp }.
const CAPTCHA_SCRIPT = `<script>
  document.getElementById('captcha-refresh').addEventListener('click', async function () {
    const answer = await fetch(this.dataset.url, { credentials: 'same-origin', cache: 'no-store' });
    if (!answer.ok) return location.reload();
    const captcha = await answer.json();
    document.getElementById('captcha-image').src = captcha.base64Str;
    document.getElementById('imgTimestamp').value = captcha.imgTimestamp;
    document.getElementById('imgCode').value = '';
    document.getElementById('imgCode').focus();
  });
</script>`;

/**
 * The provider's sign-in page (its interaction `login` prompt): phone and password, the image
 * captcha when the scope's policy asks for it, 注册 and 忘记密码 to the account portal, in the
 * identity pages' look (README "Identity" → "Sign-in and error pages"). Works without script;
 * the script only refreshes the captcha.
 */
export function renderSignInPage(options: SignInPageOptions): string {
  const { links = {} } = options;
  const reset =
    options.locked && links.forgotPassword
      ? `<span class="actions"><a href="${escapeHtml(withPhone(links.forgotPassword, options.phone))}">重置密码</a></span>`
      : '';
  const error = options.error
    ? `<div class="error" role="alert">${escapeHtml(options.error)}${reset}</div>`
    : '';
  const footer = [
    links.register ? `<a href="${escapeHtml(links.register)}">注册</a>` : '',
    links.forgotPassword
      ? `<a href="${escapeHtml(withPhone(links.forgotPassword, options.phone))}">忘记密码</a>`
      : '',
  ];
  return renderIdentityPage({
    title: '登录',
    body: `<h1>登录</h1>
  <p class="sub">使用手机号和密码登录 Tessera</p>
  ${error}
  <form method="post" action="${escapeHtml(options.action)}" autocomplete="on">
    <label for="phone">手机号码</label>
    <input id="phone" name="phone" type="tel" inputmode="numeric" maxlength="11" required
      placeholder="请输入手机号码" value="${escapeHtml(options.phone ?? '')}"${options.phone ? '' : ' autofocus'}>
    <label for="password">密码</label>
    <input id="password" name="password" type="password" required placeholder="请输入密码"${options.phone ? ' autofocus' : ''}>
    ${options.captcha ? captchaRow(options.captcha) : ''}
    <button type="submit">登录</button>
  </form>
  ${footer.some(Boolean) ? `<div class="links">${footer.join('')}</div>` : ''}
  ${options.captcha ? CAPTCHA_SCRIPT : ''}`,
  });
}
