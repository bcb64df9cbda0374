import { escapeHtml } from './identityPages.js';

/**
 * The development third-party provider's authorize page (README "Third-party sign-in"): the
 * tester types the external id and display name a real provider would answer, and the form
 * sends the browser back to the app with a code. Plain HTML in the sign-in page's look.
 */
export function renderDevAuthorizePage(options: {
  action: string;
  redirectUri: string;
  state: string;
  subject: string;
  error?: string;
}): string {
  const error = options.error
    ? `<div class="error" role="alert">${escapeHtml(options.error)}</div>`
    : '';
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>第三方登录（开发） - Tessera</title>
<style>
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    background: #e5effa; font-family: "Roboto", "PingFang SC", "Microsoft YaHei", sans-serif; color: #1f2937; }
  main { width: 380px; max-width: calc(100vw - 32px); background: #fff; border-radius: 8px; padding: 32px;
    box-shadow: 0 2px 4px rgba(0,0,0,.08), 0 8px 24px rgba(0,0,0,.08); }
  h1 { margin: 0 0 4px; font-size: 22px; font-weight: 500; }
  p.sub { margin: 0 0 8px; color: #6b7280; font-size: 14px; }
  p.to { margin: 0 0 16px; color: #6b7280; font-size: 12px; word-break: break-all; }
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
  <h1>第三方登录（开发）</h1>
  <p class="sub">模拟第三方授权：输入外部账号标识和昵称后授权，返回应用。</p>
  <p class="to">返回地址：${escapeHtml(options.redirectUri)}</p>
  ${error}
  <form method="post" action="${escapeHtml(options.action)}">
    ${hidden('redirect_uri', options.redirectUri)}
    ${hidden('state', options.state)}
    <label for="subject">外部账号标识</label>
    <input id="subject" name="subject" required maxlength="128" value="${escapeHtml(options.subject)}">
    <label for="name">昵称</label>
    <input id="name" name="name" required maxlength="64" placeholder="请输入昵称" autofocus>
    <button type="submit">授权</button>
  </form>
</main>
</body>
</html>`;
}
