import { Type } from 'typebox';
import {
  BindPhoneInputSchema,
  ChangeAccountAnswerSchema,
  ChangeEmailInputSchema,
  ChangeMobileInputSchema,
  ChangePasswordInputSchema,
  CheckEmailCodeInputSchema,
  CheckOldAccountAnswerSchema,
  CheckOldEmailInputSchema,
  CheckOldMobileInputSchema,
  CheckPhoneCodeInputSchema,
  CheckSessionAnswerSchema,
  DevEmailOutboxAnswerSchema,
  DevSmsOutboxAnswerSchema,
  DoneAnswerSchema,
  EmailCodeAnswerSchema,
  ImageCodeAnswerSchema,
  LoginAnswerSchema,
  LoginExpandInputSchema,
  LoginTokensSchema,
  LogoutAnswerSchema,
  PasswordExpiryAnswerSchema,
  PasswordPolicyAnswerSchema,
  PhoneCodeAnswerSchema,
  RegisterInputSchema,
  SendEmailCodeInputSchema,
  SendPhoneCodeInputSchema,
  ThirdPartyAuthorizeUrlAnswerSchema,
  ThirdPartyProvidersAnswerSchema,
  ThirdPartySignInAnswerSchema,
  ThirdPartySignInInputSchema,
  UserInfoAnswerSchema,
} from './identityTypes.js';
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
  loginExpand: route('/apps/v1/account/login/expand', {
    method: 'POST',
    body: LoginExpandInputSchema,
    answer: LoginAnswerSchema,
  }),
  /** POST register (built-in register page). */
  register: route('/apps/v1/account/register', {
    method: 'POST',
    body: RegisterInputSchema,
    answer: LoginAnswerSchema,
  }),
  /** POST applet register: phoneNumber, password, verCode, notAddSchema, roles, userType, actionType. */
  appletRegister: route('/apps/v1/account/applet/register', {
    method: 'POST',
    body: RegisterInputSchema,
    answer: LoginAnswerSchema,
  }),
  /** POST refresh token: { refreshToken }. */
  refreshToken: route('/apps/v1/account/refreshtoken', {
    method: 'POST',
    body: Type.Object({ refreshToken: Type.String() }),
    answer: LoginTokensSchema,
  }),
  /** GET check session ?accessToken=. */
  checkSession: route('/apps/v1/account/checksession', {
    query: ['accessToken'],
    method: 'GET',
    answer: CheckSessionAnswerSchema,
  }),
  /** GET check password expiry: data.account.message, data.pwd.code/message. */
  passwordExpiry: route('/apps/v1/account/passwordexpiry', {
    method: 'GET',
    answer: PasswordExpiryAnswerSchema,
  }),
  /** GET image captcha: data.base64Str, imgTimestamp. */
  imageCode: route('/apps/v1/account/imagecode', { method: 'GET', answer: ImageCodeAnswerSchema }),
  /** POST send phone code: phone, purpose (SMS_PURPOSES). */
  sendPhoneCode: route('/apps/v1/account/sendphonecode', {
    method: 'POST',
    body: SendPhoneCodeInputSchema,
    answer: PhoneCodeAnswerSchema,
  }),
  /** POST check phone code: phone, code, purpose. */
  checkPhoneCode: route('/apps/v1/account/checkphonevercode', {
    method: 'POST',
    body: CheckPhoneCodeInputSchema,
    answer: PhoneCodeAnswerSchema,
  }),
  /** POST change password (flag, emailOrPhone, password, confirmPassword, code, userType, …). */
  changePassword: route('/apps/v1/account/changepwd', {
    method: 'POST',
    body: ChangePasswordInputSchema,
    answer: DoneAnswerSchema,
  }),
  /** POST check old password: oldPassword. */
  checkOldPassword: route('/apps/v1/account/checkoldpwd', {
    method: 'POST',
    body: Type.Object({ oldPassword: Type.String() }),
    answer: DoneAnswerSchema,
  }),
  /** GET password policy ?scope=&type=password: data.data.passwordPolicy. */
  passwordPolicy: route('/apps/v1/account/securitypolicy', {
    query: ['scope', 'type'],
    method: 'GET',
    answer: PasswordPolicyAnswerSchema,
  }),
  /** GET the signed-in user's info (spec 1 §3 User info). */
  userInfo: route('/apps/v1/account/userinfo', { method: 'GET', answer: UserInfoAnswerSchema }),
  /** POST online presence ping (spec 1 §4, every 60 s with a visit policy). */
  online: route('/apps/v1/account/online', {
    method: 'POST',
    answer: Type.Object({ online: Type.Boolean() }),
  }),
  /** POST and GET sign out (spec 1 §7): ends the caller's session and its grants. */
  logout: route('/Account/Logout', { answer: LogoutAnswerSchema }),
  /** GET clear the sign-in cookies (spec 1 §7). */
  clearCookies: route('/home/clearcookies', { method: 'GET', answer: Type.Object({}) }),
  /** GET development SMS outbox ?phone= (never in production): { codes: [{ purpose, code, sentAt }] }. */
  devSmsOutbox: route('/api/dev/sms-outbox', {
    query: ['phone'],
    method: 'GET',
    answer: DevSmsOutboxAnswerSchema,
  }),
  /** POST send e-mail code (spec 2 §7.3 SendEmailCode): email (alias emailOrPhone), purpose (EMAIL_PURPOSES), appId. */
  sendEmailCode: route('/apps/v1/account/sendemailcode', {
    method: 'POST',
    body: SendEmailCodeInputSchema,
    answer: EmailCodeAnswerSchema,
  }),
  /** POST check e-mail code: email, code, purpose. */
  checkEmailCode: route('/apps/v1/account/checkemailcode', {
    method: 'POST',
    body: CheckEmailCodeInputSchema,
    answer: EmailCodeAnswerSchema,
  }),
  /** GET development e-mail outbox ?email= (never in production): { codes: [{ purpose, code, sentAt }] }. */
  devEmailOutbox: route('/api/dev/email-outbox', {
    query: ['email'],
    method: 'GET',
    answer: DevEmailOutboxAnswerSchema,
  }),
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
  checkOldMobile: route('/apps/v1/account/checkoldmobile', {
    method: 'POST',
    body: CheckOldMobileInputSchema,
    answer: CheckOldAccountAnswerSchema,
  }),
  /** POST { UserId?, OldEmail, ValidateCode } → { isSuccess, errorMsg?, changeTicket?, expiresIn? }. */
  checkOldEmail: route('/apps/v1/account/checkoldemail', {
    method: 'POST',
    body: CheckOldEmailInputSchema,
    answer: CheckOldAccountAnswerSchema,
  }),
  /** POST { UserId?, NewMobile, ValidateCode, ChangeTicket | (OldMobile|OldEmail + OldValidateCode) } → { isSuccess, errorMsg? }. */
  changeMobile: route('/apps/v1/account/changemobile', {
    method: 'POST',
    body: ChangeMobileInputSchema,
    answer: ChangeAccountAnswerSchema,
  }),
  /** POST { UserId?, NewEmail, ValidateCode, ChangeTicket | (OldEmail|OldMobile + OldValidateCode) } → { isSuccess, errorMsg? }. */
  changeEmail: route('/apps/v1/account/changeemail', {
    method: 'POST',
    body: ChangeEmailInputSchema,
    answer: ChangeAccountAnswerSchema,
  }),
} as const;

/**
 * spec 2 §2.1 /third-auth, /third-auth-bind, §7.3 "bind phone": sign-in through a third-party
 * identity provider, and binding it to a phone's account (protocol README "Third-party
 * sign-in").
 */
export const THIRD_PARTY_PATHS = {
  /** GET the configured providers: { providers: [{ name, displayName }] }. */
  providers: route('/apps/v1/account/thirdparty/providers', {
    method: 'GET',
    answer: ThirdPartyProvidersAnswerSchema,
  }),
  /** GET ?redirectUri=&provider=&state= → { provider, authorizeUrl, state }. */
  authorizeUrl: route('/apps/v1/account/thirdparty/authorizeurl', {
    query: ['redirectUri'],
    method: 'GET',
    answer: ThirdPartyAuthorizeUrlAnswerSchema,
  }),
  /** POST { provider?, code, redirectUri } → the login response, or { bindRequired: true, bindTicket, … }. */
  signIn: route('/apps/v1/account/thirdparty/signin', {
    method: 'POST',
    body: ThirdPartySignInInputSchema,
    answer: ThirdPartySignInAnswerSchema,
  }),
  /** POST { bindTicket, phone, code (SysLogin), userType?, roles? } → the login response. */
  bindPhone: route('/apps/v1/account/thirdparty/bindphone', {
    method: 'POST',
    body: BindPhoneInputSchema,
    answer: LoginAnswerSchema,
  }),
  /**
   * The development provider's authorize page (development servers only, unsigned: a browser
   * opens it): GET ?redirect_uri=&state= shows a form, POST (the form) redirects back to
   * `redirect_uri` with `code` and `state`.
   */
  devAuthorize: route('/api/dev/third-party/authorize'),
} as const;

/** The name of the development third-party provider (development servers only). */
export const DEV_THIRD_PARTY_PROVIDER = 'dev';

export { SMS_PURPOSES, EMAIL_PURPOSES } from './identityTypes.js';
export type { SmsPurpose, EmailPurpose } from './identityTypes.js';

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
