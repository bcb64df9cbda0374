import { escapeHtml } from './createIdentityProvider.js';

/**
 * The provider's sign-in page (its interaction `login` prompt): phone and password, in the
 * product's look (MUI-like card). Plain HTML so it works before any app script loads.
 */
export function renderSignInPage(options: {
  action: string;
  phone?: string;
  error?: string;
}): string {
  const error = options.error
    ? `<div class="error" role="alert">${escapeHtml(options.error)}</div>`
    : '';
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>登录 - Tessera</title>
<style>
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    background: #e5effa; font-family: "Roboto", "PingFang SC", "Microsoft YaHei", sans-serif; color: #1f2937; }
  main { width: 360px; max-width: calc(100vw - 32px); background: #fff; border-radius: 8px; padding: 32px;
    box-shadow: 0 2px 4px rgba(0,0,0,.08), 0 8px 24px rgba(0,0,0,.08); }
  h1 { margin: 0 0 4px; font-size: 22px; font-weight: 500; }
  p.sub { margin: 0 0 24px; color: #6b7280; font-size: 14px; }
  label { display: block; font-size: 13px; color: #4b5563; margin: 16px 0 6px; }
  input { width: 100%; height: 42px; padding: 0 12px; font-size: 15px; border: 1px solid #c4c4c4;
    border-radius: 4px; outline: none; }
  input:focus { border-color: #1976d2; box-shadow: 0 0 0 1px #1976d2; }
  button { width: 100%; height: 42px; margin-top: 28px; border: 0; border-radius: 4px; background: #1976d2;
    color: #fff; font-size: 15px; letter-spacing: 2px; cursor: pointer; box-shadow: 0 1px 3px rgba(0,0,0,.2); }
  button:hover { background: #1565c0; }
  .error { margin-top: 8px; padding: 10px 12px; border-radius: 4px; background: #fdecea; color: #b3261e; font-size: 14px; }
</style>
</head>
<body>
<main>
  <h1>登录</h1>
  <p class="sub">使用手机号和密码登录 Tessera</p>
  ${error}
  <form method="post" action="${escapeHtml(options.action)}" autocomplete="on">
    <label for="phone">手机号码</label>
    <input id="phone" name="phone" type="tel" inputmode="numeric" maxlength="11" required
      placeholder="请输入手机号码" value="${escapeHtml(options.phone ?? '')}" autofocus>
    <label for="password">密码</label>
    <input id="password" name="password" type="password" required placeholder="请输入密码">
    <button type="submit">登录</button>
  </form>
</main>
</body>
</html>`;
}
