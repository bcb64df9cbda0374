import { route } from './route.js';

/**
 * The identity server (spec 1 §6, spec 2 §7.1, §7.3 "Login", "Codes", "Change password"): the
 * OpenID Connect provider the runtimes sign in through, and the first-party sign-in calls of the
 * account portal. Spec 2 shows no exact paths for these; these are ours (protocol README
 * "Identity"). The segments `login/expand`, `sendphonecode`, `checkphonevercode`, `applet` and
 * `changepwd` are the ones spec 1 §7 encrypts.
 */
export const OIDC = {
  /** The provider's path under the identity URL; the issuer is `{identityUrl}/oidc`. */
  path: '/oidc',
  /** The one public client of the runtimes and the account portal (PKCE, no secret). */
  clientId: 'tessera-app',
  /** spec 1 §6: the scope beyond `openid profile role` that names the identity API. */
  apiScope: 'identity_api',
  /** The audience (resource indicator) of every access token: the service API. */
  apiResource: 'urn:tessera:api',
  /**
   * The grant a first-party sign-in call redeems its single-use ticket through, so the
   * provider signs every token (draft-ietf-oauth-first-party-apps shape).
   */
  loginTicketGrant: 'urn:tessera:params:oauth:grant-type:login-ticket',
  /** The scope the runtimes ask for (spec 1 §6: openid, profile, role and the identity API). */
  scope: 'openid profile role identity_api',
} as const;

export const IDENTITY_PATHS = {
  /** POST login form (mobile, spec 2 §7.1): PhoneNumber, Password, VerCode, ActionType, … */
  loginExpand: route('/apps/v1/account/login/expand'),
  /** POST register (built-in register page). */
  register: route('/apps/v1/account/register'),
  /** POST applet register: phoneNumber, password, verCode, notAddSchema, roles, userType, actionType. */
  appletRegister: route('/apps/v1/account/applet/register'),
  /** POST refresh token: { refreshToken }. */
  refreshToken: route('/apps/v1/account/refreshtoken'),
  /** GET check session ?accessToken=. */
  checkSession: route('/apps/v1/account/checksession', { query: ['accessToken'] }),
  /** GET check password expiry: data.account.message, data.pwd.code/message. */
  passwordExpiry: route('/apps/v1/account/passwordexpiry'),
  /** GET image captcha: data.base64Str, imgTimestamp. */
  imageCode: route('/apps/v1/account/imagecode'),
  /** POST send phone code: phone, purpose (SMS_PURPOSES). */
  sendPhoneCode: route('/apps/v1/account/sendphonecode'),
  /** POST check phone code: phone, code, purpose. */
  checkPhoneCode: route('/apps/v1/account/checkphonevercode'),
  /** POST change password (flag, emailOrPhone, password, confirmPassword, code, userType, …). */
  changePassword: route('/apps/v1/account/changepwd'),
  /** POST check old password: oldPassword. */
  checkOldPassword: route('/apps/v1/account/checkoldpwd'),
  /** GET password policy ?scope=&type=password: data.data.passwordPolicy. */
  passwordPolicy: route('/apps/v1/account/securitypolicy', { query: ['scope', 'type'] }),
  /** GET the signed-in user's info (spec 1 §3 User info). */
  userInfo: route('/apps/v1/account/userinfo'),
  /** POST online presence ping (spec 1 §4, every 60 s with a visit policy). */
  online: route('/apps/v1/account/online'),
  /** POST and GET sign out (spec 1 §7): ends the caller's session and its grants. */
  logout: route('/Account/Logout'),
  /** GET clear the sign-in cookies (spec 1 §7). */
  clearCookies: route('/home/clearcookies'),
  /** GET development SMS outbox ?phone= (never in production): { codes: [{ purpose, code, sentAt }] }. */
  devSmsOutbox: route('/api/dev/sms-outbox', { query: ['phone'] }),
  /** POST send e-mail code (spec 2 §7.3 SendEmailCode): email (alias emailOrPhone), purpose (EMAIL_PURPOSES), appId. */
  sendEmailCode: route('/apps/v1/account/sendemailcode'),
  /** POST check e-mail code: email, code, purpose. */
  checkEmailCode: route('/apps/v1/account/checkemailcode'),
  /** GET development e-mail outbox ?email= (never in production): { codes: [{ purpose, code, sentAt }] }. */
  devEmailOutbox: route('/api/dev/email-outbox', { query: ['email'] }),
} as const;

/**
 * spec 2 §2.11, §4 "Change account", §7.1 "Change mobile / change email", "Check old phone / old
 * email": the signed-in user changes their own phone or e-mail (protocol README "Account
 * change"). Step 1 (`checkOld…`) proves the current phone/e-mail with a `SysChangeMobile` code
 * and answers a change ticket; step 2 (`change…`) takes the new value, a `SysChangeMobile` code
 * sent to it and the ticket — or, in the single-step mode, the current value's code too.
 */
export const ACCOUNT_CHANGE_PATHS = {
  /** POST { UserId?, OldMobile, ValidateCode } → { isSuccess, errorMsg?, changeTicket?, expiresIn? }. */
  checkOldMobile: route('/apps/v1/account/checkoldmobile'),
  /** POST { UserId?, OldEmail, ValidateCode } → { isSuccess, errorMsg?, changeTicket?, expiresIn? }. */
  checkOldEmail: route('/apps/v1/account/checkoldemail'),
  /** POST { UserId?, NewMobile, ValidateCode, ChangeTicket | (OldMobile|OldEmail + OldValidateCode) } → { isSuccess, errorMsg? }. */
  changeMobile: route('/apps/v1/account/changemobile'),
  /** POST { UserId?, NewEmail, ValidateCode, ChangeTicket | (OldEmail|OldMobile + OldValidateCode) } → { isSuccess, errorMsg? }. */
  changeEmail: route('/apps/v1/account/changeemail'),
} as const;

/**
 * spec 2 §2.1 /third-auth, /third-auth-bind, §7.3 "bind phone": sign-in through a third-party
 * identity provider, and binding it to a phone's account (protocol README "Third-party
 * sign-in").
 */
export const THIRD_PARTY_PATHS = {
  /** GET the configured providers: { providers: [{ name, displayName }] }. */
  providers: route('/apps/v1/account/thirdparty/providers'),
  /** GET ?redirectUri=&provider=&state= → { provider, authorizeUrl, state }. */
  authorizeUrl: route('/apps/v1/account/thirdparty/authorizeurl', { query: ['redirectUri'] }),
  /** POST { provider?, code, redirectUri } → the login response, or { bindRequired: true, bindTicket, … }. */
  signIn: route('/apps/v1/account/thirdparty/signin'),
  /** POST { bindTicket, phone, code (SysLogin), userType?, roles? } → the login response. */
  bindPhone: route('/apps/v1/account/thirdparty/bindphone'),
  /**
   * The development provider's authorize page (development servers only, unsigned: a browser
   * opens it): GET ?redirect_uri=&state= shows a form, POST (the form) redirects back to
   * `redirect_uri` with `code` and `state`.
   */
  devAuthorize: route('/api/dev/third-party/authorize'),
} as const;

/** The name of the development third-party provider (development servers only). */
export const DEV_THIRD_PARTY_PROVIDER = 'dev';

/** spec 2 §7.1: the purposes an SMS code is sent for; a code is only good for its purpose. */
export const SMS_PURPOSES = [
  'SysForgetPassword',
  'SysChangePassword',
  'SysChangeMobile',
  'SysLogin',
  'SysRegister',
] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/**
 * The purposes an e-mail code is sent for: changing the phone or e-mail (spec 2 §4, the same
 * `SysChangeMobile` as SMS) and the forgotten password (`changepwd` flag 'phone' with an e-mail).
 */
export const EMAIL_PURPOSES = ['SysChangeMobile', 'SysForgetPassword'] as const;
export type EmailPurpose = (typeof EMAIL_PURPOSES)[number];

/** spec 2 §7.1 Login form `ActionType`. */
export const LOGIN_ACTION_TYPES = { code: 1, password: 2, codeAndPassword: 3 } as const;

/**
 * spec 2 §8 Login errors: the `error.code` of a refused sign-in. 101/102 force a password
 * reset, 103 offers one, 104 is a failed attempt (the image captcha may follow).
 */
export const LOGIN_ERROR_CODES = {
  mustResetPassword: 101,
  mustResetPasswordAdmin: 102,
  mayResetPassword: 103,
  failed: 104,
} as const;
