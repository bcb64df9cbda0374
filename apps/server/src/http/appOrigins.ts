/** The Vite dev servers of pc-runtime, mobile-runtime and account-portal (their vite.config.ts). */
export const DEVELOPMENT_APP_ORIGINS: readonly string[] = [
  'http://localhost:5173',
  'http://localhost:5174',
  'http://localhost:5175',
  'http://127.0.0.1:5173',
  'http://127.0.0.1:5174',
  'http://127.0.0.1:5175',
];

/**
 * The origins the apps are served from (README "Authorization"): the only origins CORS answers,
 * the only websocket origins accepted, and the sign-in redirect targets of the runtimes' OIDC
 * client. Explicit origins win; else development answers the apps' dev servers and production
 * the public URL's origin (apps served by the same host as the API). Never `null`.
 */
export function resolveAppOrigins(options: {
  appOrigins?: readonly string[];
  publicUrl?: string;
  development: boolean;
}): readonly string[] {
  if (options.appOrigins) return options.appOrigins.map((origin) => new URL(origin).origin);
  if (options.development) return DEVELOPMENT_APP_ORIGINS;
  return options.publicUrl ? [new URL(options.publicUrl).origin] : [];
}

/** The account portal's dev server (apps/account-portal vite.config.ts, `pnpm start`). */
export const DEVELOPMENT_ACCOUNT_PORTAL_URL = 'http://127.0.0.1:5175';

/**
 * The account portal's origin, where the identity server's sign-in page sends 注册 and 忘记密码
 * (README "Identity" → "Sign-in and error pages"): the explicit URL, else the portal's dev server
 * in development, else none (the links are left out: the server cannot tell which of the app
 * origins serves the portal).
 */
export function resolveAccountPortalUrl(options: {
  accountPortalUrl?: string;
  development: boolean;
}): string | undefined {
  if (options.accountPortalUrl) return new URL(options.accountPortalUrl).origin;
  return options.development ? DEVELOPMENT_ACCOUNT_PORTAL_URL : undefined;
}
