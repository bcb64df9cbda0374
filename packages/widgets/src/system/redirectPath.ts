/** spec 2 §2.12 the redirect page: where `returnUrl` says (a same-site path), else /index. */
export const REDIRECT_FALLBACK_PATH = '/index';
