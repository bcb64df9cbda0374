/**
 * The identity server's own HTML pages (README "Identity" → "Sign-in and error pages"): the
 * sign-in page, the provider's error and sign-out pages, one look (an MUI-like card on the
 * product's blue-grey) and Chinese texts. Plain HTML and CSS, no script beyond the captcha's
 * refresh, so they work before any app loads.
 */

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/**
 * The answer headers of every identity page: never cached, never framed by another site
 * (clickjacking on the password form; no app frames these pages — the silent renewal frame only
 * follows redirects), no referrer leaking the interaction URL to the links' targets.
 */
export const IDENTITY_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy': "frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

const STYLE = `
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    background: #e5effa; font-family: "Roboto", "PingFang SC", "Microsoft YaHei", sans-serif; color: #1f2937; }
  main { width: 360px; max-width: calc(100vw - 32px); background: #fff; border-radius: 8px; padding: 32px;
    box-shadow: 0 2px 4px rgba(0,0,0,.08), 0 8px 24px rgba(0,0,0,.08); }
  h1 { margin: 0 0 4px; font-size: 22px; font-weight: 500; }
  p.sub { margin: 0 0 24px; color: #6b7280; font-size: 14px; }
  p.text { margin: 16px 0 0; font-size: 15px; line-height: 1.6; }
  label { display: block; font-size: 13px; color: #4b5563; margin: 16px 0 6px; }
  input { width: 100%; height: 42px; padding: 0 12px; font-size: 15px; border: 1px solid #c4c4c4;
    border-radius: 4px; outline: none; }
  input:focus { border-color: #1976d2; box-shadow: 0 0 0 1px #1976d2; }
  .captcha { display: flex; gap: 8px; align-items: center; }
  .captcha input { flex: 1; min-width: 0; }
  .captcha button { flex: none; width: 120px; height: 42px; margin: 0; padding: 0; border: 1px solid #c4c4c4;
    border-radius: 4px; background: #fff; cursor: pointer; box-shadow: none; }
  .captcha img { display: block; width: 118px; height: 40px; }
  button, a.button { display: block; width: 100%; height: 42px; margin-top: 28px; border: 0; border-radius: 4px;
    background: #1976d2; color: #fff; font-size: 15px; letter-spacing: 2px; cursor: pointer; text-align: center;
    line-height: 42px; text-decoration: none; box-shadow: 0 1px 3px rgba(0,0,0,.2); }
  button:hover, a.button:hover { background: #1565c0; }
  button.secondary { background: #fff; color: #1976d2; border: 1px solid #1976d2; box-shadow: none; margin-top: 12px; }
  button.secondary:hover { background: #e3f2fd; }
  .error { margin-top: 8px; padding: 10px 12px; border-radius: 4px; background: #fdecea; color: #b3261e; font-size: 14px; }
  .error .actions { display: block; margin-top: 8px; }
  .error a { color: #b3261e; font-weight: 500; text-decoration: underline; }
  .links { display: flex; justify-content: space-between; margin-top: 16px; font-size: 14px; }
  a { color: #1976d2; text-decoration: none; }
  a:hover { text-decoration: underline; }
  .detail { margin: 20px 0 0; color: #9ca3af; font-size: 12px; word-break: break-word; }
`;

/** A whole page: the card with its contents (already HTML). */
export function renderIdentityPage(page: { title: string; body: string }): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} - Tessera</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${page.body}
</main>
</body>
</html>`;
}
