import type { EmailPurpose, SmsPurpose } from './identityPaths.js';

/**
 * The wire types of the identity calls (`IDENTITY_PATHS`; spec 2 §3 "Login response data",
 * §7.1, §7.3 "Login", "Codes", "Change password"). Member names are the ones the spec writes
 * (`PhoneNumber`, `VerCode`, `ActionType`, …), so a reader can grep the spec for them.
 */

/** spec 2 §3 Login response data: what a sign-in, a register and a refresh answer. */
export interface LoginTokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives; also the session's idle `expiresIn` (spec 1 §4). */
  expiresIn: number;
  tokenType: string;
}

/**
 * A refusal the user should read (spec 2 §8 Login errors): the call answers `00000` with
 * `data.error`. Sign-in refusals carry a `code` (`LOGIN_ERROR_CODES`: 101/102 force a password
 * reset, 103 offers one, 104 a failed attempt); the other calls only a `message`.
 */
export interface IdentityRefusal {
  code?: number;
  message: string;
}

/** An answer that is either the call's data or a refusal in `error`. */
export type OrRefusal<TData> = TData | { error: IdentityRefusal };

/** spec 2 §7.1 Login form: the body of POST `IDENTITY_PATHS.loginExpand`. */
export interface LoginExpandInput {
  PhoneNumber: string;
  /** ActionType 2 and 3. */
  Password?: string;
  /** The SMS code of purpose `SysLogin` (ActionType 1 and 3). */
  VerCode?: string;
  /** `LOGIN_ACTION_TYPES`: 1 code, 2 password, 3 code + password. */
  ActionType: 1 | 2 | 3;
  /** Code login of an unknown phone registers it (spec 2 §7.1 "true for autoRegister"). */
  NoExistsRegister?: boolean;
  /** The user scope (default `default`). */
  userType?: string;
  /** The image captcha's answer and its `imgTimestamp`, when the policy asks for one. */
  imgCode?: string;
  imgTimestamp?: string;
  /** spec 2 §7.1: `source` 'Mobile' on the mobile login form. */
  source?: string;
  /** Role codes a self-registered account gets. */
  roles?: readonly string[];
}

/** spec 2 §4 Register / §7.1 Register (applets): the body of the two register calls. */
export interface RegisterInput {
  phoneNumber: string;
  password?: string;
  confirmPassword?: string;
  /** The SMS code of purpose `SysRegister` (actionType 1 and 3). */
  verCode?: string;
  /** `LOGIN_ACTION_TYPES`: 1 code, 2 password, 3 both (default 3). */
  actionType?: 1 | 2 | 3;
  userType?: string;
  roles?: readonly string[];
  /** spec 2 §7.1 applet register: `notAddSchema` true. */
  notAddSchema?: boolean;
}

/** GET `IDENTITY_PATHS.checkSession`. */
export interface CheckSessionAnswer {
  active: boolean;
  /** The session's user, when active. */
  userId?: string;
}

/** POST/GET `IDENTITY_PATHS.logout`: whether a live session was ended. */
export interface LogoutAnswer {
  signedOut: boolean;
}

/** spec 2 §8 Password expiry check: `data.account.message`, `data.pwd.code/message`. */
export interface PasswordExpiryAnswer {
  account: { message: string };
  /** `code` 0: nothing to do; 101/102 a forced reset; 103 an optional one. */
  pwd: { code: number; message: string };
}

/** GET `IDENTITY_PATHS.imageCode`: the image captcha (spec 2 §7.1). */
export interface ImageCodeAnswer {
  /** The image as a data URL (`data:image/png;base64,…`). */
  base64Str: string;
  /** Sent back with the answer as `imgTimestamp`. */
  imgTimestamp: string;
}

/** POST `IDENTITY_PATHS.sendPhoneCode`: `{ phone, purpose }`. */
export interface SendPhoneCodeInput {
  phone: string;
  purpose: SmsPurpose;
}

/** The answer of sending or checking a phone code (spec 2 §7.1: isSuccess, message). */
export interface PhoneCodeAnswer {
  isSuccess: boolean;
  message?: string;
}

/** POST `IDENTITY_PATHS.checkPhoneCode`: `{ phone, code, purpose }`. */
export interface CheckPhoneCodeInput extends SendPhoneCodeInput {
  code: string;
}

/**
 * spec 2 §7.3 Change password. `flag` 'phone' (forgot password: `emailOrPhone` and its
 * `SysForgetPassword` code, no sign-in), 'password' (signed in, proven by `oldPassword`) or
 * 'code' (signed in, a `SysChangePassword` code to the account's phone).
 */
export interface ChangePasswordInput {
  flag: 'phone' | 'password' | 'code';
  password: string;
  confirmPassword?: string;
  emailOrPhone?: string;
  code?: string;
  oldPassword?: string;
  userType?: string;
  subAppId?: string;
}

/** spec 2 §3 Password policy as GET `IDENTITY_PATHS.passwordPolicy` answers it. */
export interface PasswordPolicyAnswer {
  passwordPolicy: {
    passwordMinLength: number;
    passwordMaxLength: number;
    /** `RequireNumber`, `RequireLowercase`, `RequireUppercase`, `RequireSpecial`, … */
    passwordComplex: string[];
    imageCodeEnable: boolean;
    loginFailCountShowImageCode: number;
    subAppIdList: string[];
  };
}

/** spec 1 §3 User info as GET `IDENTITY_PATHS.userInfo` answers it. */
export interface UserInfoAnswer {
  userId: string;
  userName: string;
  nickName: string;
  mobilePhone: string | null;
  email: string | null;
  roles: string[];
  posts: unknown[];
  rank: unknown;
  tags: unknown[];
  operations: { operationId: string; operationStatus: number }[];
  visitPolicy: unknown;
  headImageUrl: string | null;
  departments: unknown[];
  userType: unknown;
  [extra: string]: unknown;
}

/** GET `IDENTITY_PATHS.devSmsOutbox` (development only): the codes "sent" to a phone. */
export interface DevSmsOutboxAnswer {
  codes: { purpose: SmsPurpose; code: string; sentAt: string }[];
}

/** POST `IDENTITY_PATHS.sendEmailCode` (spec 2 §7.3 SendEmailCode; `emailOrPhone` is an alias of `email`). */
export interface SendEmailCodeInput {
  email: string;
  /** Default `SysChangeMobile` (spec 2 §7.1 sends only the address). */
  purpose?: EmailPurpose;
  appId?: string;
}

/** POST `IDENTITY_PATHS.checkEmailCode`: `{ email, code, purpose }`. */
export interface CheckEmailCodeInput extends SendEmailCodeInput {
  code: string;
}

/** The answer of sending or checking an e-mail code (spec 2 §7.1: isSuccess). */
export type EmailCodeAnswer = PhoneCodeAnswer;

/** GET `IDENTITY_PATHS.devEmailOutbox` (development only): the codes "sent" to an address. */
export interface DevEmailOutboxAnswer {
  codes: { purpose: EmailPurpose; code: string; sentAt: string }[];
}

/**
 * Step 1 of changing the phone (spec 2 §7.1 "Check old phone"): POST
 * `ACCOUNT_CHANGE_PATHS.checkOldMobile`. `ValidateCode` is a `SysChangeMobile` SMS code sent to
 * the current phone. `UserId`, when sent, must be the caller's own id.
 */
export interface CheckOldMobileInput {
  UserId?: string;
  OldMobile: string;
  ValidateCode: string;
}

/** Step 1 of changing the e-mail: `ValidateCode` is a `SysChangeMobile` e-mail code to the current address. */
export interface CheckOldEmailInput {
  UserId?: string;
  OldEmail: string;
  ValidateCode: string;
}

/**
 * The answer of step 1: on success a single-use `changeTicket` for step 2 (good for `expiresIn`
 * seconds); a refusal carries `errorMsg` (spec 2 §8 "Change-account failure: shows the server
 * errorMsg").
 */
export interface CheckOldAccountAnswer {
  isSuccess: boolean;
  errorMsg?: string;
  changeTicket?: string;
  expiresIn?: number;
}

/**
 * Step 2 of changing the phone (spec 2 §7.1 "Change mobile"): POST
 * `ACCOUNT_CHANGE_PATHS.changeMobile`. `ValidateCode` is a `SysChangeMobile` SMS code sent to
 * `NewMobile`. The current phone is proven by step 1's `ChangeTicket`, or in the single-step
 * mode (checkWay phoneNumber) by `OldMobile` and its own code `OldValidateCode`.
 */
export interface ChangeMobileInput {
  UserId?: string;
  NewMobile: string;
  ValidateCode: string;
  ChangeTicket?: string;
  OldMobile?: string;
  /** An account without a phone proves its e-mail instead (`OldEmail` + its e-mail code). */
  OldEmail?: string;
  OldValidateCode?: string;
}

/** Step 2 of changing the e-mail: as {@link ChangeMobileInput}, with a code e-mailed to `NewEmail`. */
export interface ChangeEmailInput {
  UserId?: string;
  NewEmail: string;
  ValidateCode: string;
  ChangeTicket?: string;
  OldEmail?: string;
  /** An account without an e-mail proves its phone instead (`OldMobile` + its SMS code). */
  OldMobile?: string;
  OldValidateCode?: string;
}

/** spec 2 §7.1 "Change mobile / change email": isSuccess, errorMsg. */
export interface ChangeAccountAnswer {
  isSuccess: boolean;
  errorMsg?: string;
}

/** One configured third-party identity provider. */
export interface ThirdPartyProviderInfo {
  /** The name the calls take as `provider` (the development provider: `dev`). */
  name: string;
  /** What a sign-in button says. */
  displayName: string;
}

/** GET `THIRD_PARTY_PATHS.providers`. */
export interface ThirdPartyProvidersAnswer {
  providers: ThirdPartyProviderInfo[];
}

/** GET `THIRD_PARTY_PATHS.authorizeUrl`: where to send the browser, and the `state` it carries. */
export interface ThirdPartyAuthorizeUrlAnswer {
  provider: string;
  authorizeUrl: string;
  /** The caller's `state`, or a random one when none was sent: compare it on the way back. */
  state: string;
}

/** POST `THIRD_PARTY_PATHS.signIn`: the provider's `code` and the `redirectUri` it was sent to. */
export interface ThirdPartySignInInput {
  /** Default: the first configured provider. */
  provider?: string;
  code: string;
  redirectUri: string;
}

/** The third-party identity is bound to no account yet: bind it to a phone (/third-auth-bind). */
export interface ThirdPartyBindRequired {
  bindRequired: true;
  /** Single use, for `THIRD_PARTY_PATHS.bindPhone`, good for `expiresIn` seconds. */
  bindTicket: string;
  expiresIn: number;
  provider: string;
  /** The provider's display name of the person (to greet them on the bind page). */
  displayName: string;
}

/** POST `THIRD_PARTY_PATHS.bindPhone`: `code` is a `SysLogin` SMS code sent to `phone`. */
export interface BindPhoneInput {
  bindTicket: string;
  phone: string;
  code: string;
  /** The user scope of the account (default `default`). */
  userType?: string;
  /** Role codes a new account gets (self-assignable roles only, as register). */
  roles?: readonly string[];
}
