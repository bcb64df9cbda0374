import { Type } from 'typebox';
import type { Static } from 'typebox';

/**
 * The wire types of the identity calls (`IDENTITY_PATHS`; spec 2 §3 "Login response data",
 * §7.1, §7.3 "Login", "Codes", "Change password"). Member names are the ones the spec writes
 * (`PhoneNumber`, `VerCode`, `ActionType`, …), so a reader can grep the spec for them. Each type
 * is declared once as a TypeBox schema (`…Schema`, the entries' `body` and `answer`) and its
 * TypeScript type derived from it (README "Wire contract").
 */

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

/** A list the caller may hand over read-only (role codes). */
const StringList = Type.Unsafe<readonly string[]>(Type.Array(Type.String()));

/** `LOGIN_ACTION_TYPES`: 1 code, 2 password, 3 code + password. */
const ActionType = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

/** spec 2 §3 Login response data: what a sign-in, a register and a refresh answer. */
export const LoginTokensSchema = Type.Object({
  accessToken: Type.String(),
  refreshToken: Type.String(),
  /** Seconds the access token lives; also the session's idle `expiresIn` (spec 1 §4). */
  expiresIn: Type.Number(),
  tokenType: Type.String(),
});
export type LoginTokens = Static<typeof LoginTokensSchema>;

/**
 * A refusal the user should read (spec 2 §8 Login errors): the call answers `00000` with
 * `data.error`. Sign-in refusals carry a `code` (`LOGIN_ERROR_CODES`: 101/102 force a password
 * reset, 103 offers one, 104 a failed attempt); the other calls only a `message`.
 */
export const IdentityRefusalSchema = Type.Object({
  code: Type.Optional(Type.Number()),
  message: Type.String(),
});
export type IdentityRefusal = Static<typeof IdentityRefusalSchema>;

/** An answer that is either the call's data or a refusal in `error`. */
export type OrRefusal<TData> = TData | { error: IdentityRefusal };

/** The schema of {@link OrRefusal}. */
function orRefusal<TData extends Parameters<typeof Type.Union>[0][number]>(data: TData) {
  return Type.Union([data, Type.Object({ error: IdentityRefusalSchema })]);
}

/** A call done: `{}`, or a refusal to read (change password, check old password). */
export const DoneAnswerSchema = orRefusal(Type.Object({}));

/** spec 2 §3 Login response data, or a refusal to read (sign-in, register, bind). */
export const LoginAnswerSchema = orRefusal(LoginTokensSchema);

/** spec 2 §7.1 Login form: the body of POST `IDENTITY_PATHS.loginExpand`. */
export const LoginExpandInputSchema = Type.Object({
  PhoneNumber: Type.String(),
  /** ActionType 2 and 3. */
  Password: Type.Optional(Type.String()),
  /** The SMS code of purpose `SysLogin` (ActionType 1 and 3). */
  VerCode: Type.Optional(Type.String()),
  /** `LOGIN_ACTION_TYPES`: 1 code, 2 password, 3 code + password. */
  ActionType,
  /** Code login of an unknown phone registers it (spec 2 §7.1 "true for autoRegister"). */
  NoExistsRegister: Type.Optional(Type.Boolean()),
  /** The user scope (default `default`). */
  userType: Type.Optional(Type.String()),
  /** The image captcha's answer and its `imgTimestamp`, when the policy asks for one. */
  imgCode: Type.Optional(Type.String()),
  imgTimestamp: Type.Optional(Type.String()),
  /** spec 2 §7.1: `source` 'Mobile' on the mobile login form. */
  source: Type.Optional(Type.String()),
  /** Role codes a self-registered account gets. */
  roles: Type.Optional(StringList),
});
export type LoginExpandInput = Static<typeof LoginExpandInputSchema>;

/** spec 2 §4 Register / §7.1 Register (applets): the body of the two register calls. */
export const RegisterInputSchema = Type.Object({
  phoneNumber: Type.String(),
  password: Type.Optional(Type.String()),
  confirmPassword: Type.Optional(Type.String()),
  /** The SMS code of purpose `SysRegister` (actionType 1 and 3). */
  verCode: Type.Optional(Type.String()),
  /** `LOGIN_ACTION_TYPES`: 1 code, 2 password, 3 both (default 3). */
  actionType: Type.Optional(ActionType),
  userType: Type.Optional(Type.String()),
  roles: Type.Optional(StringList),
  /** spec 2 §7.1 applet register: `notAddSchema` true. */
  notAddSchema: Type.Optional(Type.Boolean()),
});
export type RegisterInput = Static<typeof RegisterInputSchema>;

/** GET `IDENTITY_PATHS.checkSession`. */
export const CheckSessionAnswerSchema = Type.Object({
  active: Type.Boolean(),
  /** The session's user, when active. */
  userId: Type.Optional(Type.String()),
});
export type CheckSessionAnswer = Static<typeof CheckSessionAnswerSchema>;

/** POST/GET `IDENTITY_PATHS.logout`: whether a live session was ended. */
export const LogoutAnswerSchema = Type.Object({ signedOut: Type.Boolean() });
export type LogoutAnswer = Static<typeof LogoutAnswerSchema>;

/** spec 2 §8 Password expiry check: `data.account.message`, `data.pwd.code/message`. */
export const PasswordExpiryAnswerSchema = Type.Object({
  account: Type.Object({ message: Type.String() }),
  /** `code` 0: nothing to do; 101/102 a forced reset; 103 an optional one. */
  pwd: Type.Object({ code: Type.Number(), message: Type.String() }),
});
export type PasswordExpiryAnswer = Static<typeof PasswordExpiryAnswerSchema>;

/** GET `IDENTITY_PATHS.imageCode`: the image captcha (spec 2 §7.1). */
export const ImageCodeAnswerSchema = Type.Object({
  /** The image as a data URL (`data:image/png;base64,…`). */
  base64Str: Type.String(),
  /** Sent back with the answer as `imgTimestamp`. */
  imgTimestamp: Type.String(),
});
export type ImageCodeAnswer = Static<typeof ImageCodeAnswerSchema>;

/** POST `IDENTITY_PATHS.sendPhoneCode`: `{ phone, purpose }`. */
export const SendPhoneCodeInputSchema = Type.Object({
  phone: Type.String(),
  purpose: Type.Enum(SMS_PURPOSES),
});
export type SendPhoneCodeInput = Static<typeof SendPhoneCodeInputSchema>;

/** The answer of sending or checking a phone code (spec 2 §7.1: isSuccess, message). */
export const PhoneCodeAnswerSchema = Type.Object({
  isSuccess: Type.Boolean(),
  message: Type.Optional(Type.String()),
});
export type PhoneCodeAnswer = Static<typeof PhoneCodeAnswerSchema>;

/** POST `IDENTITY_PATHS.checkPhoneCode`: `{ phone, code, purpose }`. */
export const CheckPhoneCodeInputSchema = Type.Object({
  ...SendPhoneCodeInputSchema.properties,
  code: Type.String(),
});
export type CheckPhoneCodeInput = Static<typeof CheckPhoneCodeInputSchema>;

/**
 * spec 2 §7.3 Change password. `flag` 'phone' (forgot password: `emailOrPhone` and its
 * `SysForgetPassword` code, no sign-in), 'password' (signed in, proven by `oldPassword`) or
 * 'code' (signed in, a `SysChangePassword` code to the account's phone).
 */
export const ChangePasswordInputSchema = Type.Object({
  flag: Type.Enum(['phone', 'password', 'code']),
  password: Type.String(),
  confirmPassword: Type.Optional(Type.String()),
  emailOrPhone: Type.Optional(Type.String()),
  code: Type.Optional(Type.String()),
  oldPassword: Type.Optional(Type.String()),
  userType: Type.Optional(Type.String()),
  subAppId: Type.Optional(Type.String()),
});
export type ChangePasswordInput = Static<typeof ChangePasswordInputSchema>;

/** spec 2 §3 Password policy as GET `IDENTITY_PATHS.passwordPolicy` answers it. */
export const PasswordPolicyAnswerSchema = Type.Object({
  passwordPolicy: Type.Object({
    passwordMinLength: Type.Number(),
    passwordMaxLength: Type.Number(),
    /** `RequireNumber`, `RequireLowercase`, `RequireUppercase`, `RequireSpecial`, … */
    passwordComplex: Type.Array(Type.String()),
    imageCodeEnable: Type.Boolean(),
    loginFailCountShowImageCode: Type.Number(),
    subAppIdList: Type.Array(Type.String()),
  }),
});
export type PasswordPolicyAnswer = Static<typeof PasswordPolicyAnswerSchema>;

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** spec 1 §3 User info as GET `IDENTITY_PATHS.userInfo` answers it (more members may follow). */
export const UserInfoAnswerSchema = Type.Object({
  userId: Type.String(),
  userName: Type.String(),
  nickName: Type.String(),
  mobilePhone: NullableString,
  email: NullableString,
  roles: Type.Array(Type.String()),
  posts: Type.Array(Type.Unknown()),
  rank: Type.Unknown(),
  tags: Type.Array(Type.Unknown()),
  operations: Type.Array(
    Type.Object({ operationId: Type.String(), operationStatus: Type.Number() }),
  ),
  visitPolicy: Type.Unknown(),
  headImageUrl: NullableString,
  departments: Type.Array(Type.Unknown()),
  userType: Type.Unknown(),
});
export type UserInfoAnswer = Static<typeof UserInfoAnswerSchema> & { [extra: string]: unknown };

/** One code of a development outbox. */
function outboxCode<TPurpose extends readonly string[]>(purposes: TPurpose) {
  return Type.Object({
    purpose: Type.Enum(purposes),
    code: Type.String(),
    sentAt: Type.String(),
  });
}

/** GET `IDENTITY_PATHS.devSmsOutbox` (development only): the codes "sent" to a phone. */
export const DevSmsOutboxAnswerSchema = Type.Object({
  codes: Type.Array(outboxCode(SMS_PURPOSES)),
  /** The notification texts the SMS channel sent (server README "Notification delivery"). */
  notices: Type.Array(Type.Object({ text: Type.String(), sentAt: Type.String() })),
});
export type DevSmsOutboxAnswer = Static<typeof DevSmsOutboxAnswerSchema>;

/** POST `IDENTITY_PATHS.sendEmailCode` (spec 2 §7.3 SendEmailCode; `emailOrPhone` is an alias of `email`). */
export const SendEmailCodeInputSchema = Type.Object({
  email: Type.String(),
  /** Default `SysChangeMobile` (spec 2 §7.1 sends only the address). */
  purpose: Type.Optional(Type.Enum(EMAIL_PURPOSES)),
  appId: Type.Optional(Type.String()),
});
export type SendEmailCodeInput = Static<typeof SendEmailCodeInputSchema>;

/** POST `IDENTITY_PATHS.checkEmailCode`: `{ email, code, purpose }`. */
export const CheckEmailCodeInputSchema = Type.Object({
  ...SendEmailCodeInputSchema.properties,
  code: Type.String(),
});
export type CheckEmailCodeInput = Static<typeof CheckEmailCodeInputSchema>;

/** The answer of sending or checking an e-mail code (spec 2 §7.1: isSuccess). */
export const EmailCodeAnswerSchema = PhoneCodeAnswerSchema;
export type EmailCodeAnswer = PhoneCodeAnswer;

/** GET `IDENTITY_PATHS.devEmailOutbox` (development only): the codes "sent" to an address. */
export const DevEmailOutboxAnswerSchema = Type.Object({
  codes: Type.Array(outboxCode(EMAIL_PURPOSES)),
  /**
   * The mails the development SMTP server received for the address (server README
   * "Notification delivery"), newest first.
   */
  mails: Type.Array(
    Type.Object({
      from: Type.String(),
      to: Type.Array(Type.String()),
      subject: Type.String(),
      text: Type.String(),
      receivedAt: Type.String(),
    }),
  ),
});
export type DevEmailOutboxAnswer = Static<typeof DevEmailOutboxAnswerSchema>;

/**
 * Step 1 of changing the phone (spec 2 §7.1 "Check old phone"): POST
 * `ACCOUNT_CHANGE_PATHS.checkOldMobile`. `ValidateCode` is a `SysChangeMobile` SMS code sent to
 * the current phone. `UserId`, when sent, must be the caller's own id.
 */
export const CheckOldMobileInputSchema = Type.Object({
  UserId: Type.Optional(Type.String()),
  OldMobile: Type.String(),
  ValidateCode: Type.String(),
});
export type CheckOldMobileInput = Static<typeof CheckOldMobileInputSchema>;

/** Step 1 of changing the e-mail: `ValidateCode` is a `SysChangeMobile` e-mail code to the current address. */
export const CheckOldEmailInputSchema = Type.Object({
  UserId: Type.Optional(Type.String()),
  OldEmail: Type.String(),
  ValidateCode: Type.String(),
});
export type CheckOldEmailInput = Static<typeof CheckOldEmailInputSchema>;

/**
 * The answer of step 1: on success a single-use `changeTicket` for step 2 (good for `expiresIn`
 * seconds); a refusal carries `errorMsg` (spec 2 §8 "Change-account failure: shows the server
 * errorMsg").
 */
export const CheckOldAccountAnswerSchema = Type.Object({
  isSuccess: Type.Boolean(),
  errorMsg: Type.Optional(Type.String()),
  changeTicket: Type.Optional(Type.String()),
  expiresIn: Type.Optional(Type.Number()),
});
export type CheckOldAccountAnswer = Static<typeof CheckOldAccountAnswerSchema>;

/**
 * Step 2 of changing the phone (spec 2 §7.1 "Change mobile"): POST
 * `ACCOUNT_CHANGE_PATHS.changeMobile`. `ValidateCode` is a `SysChangeMobile` SMS code sent to
 * `NewMobile`. The current phone is proven by step 1's `ChangeTicket`, or in the single-step
 * mode (checkWay phoneNumber) by `OldMobile` and its own code `OldValidateCode`.
 */
export const ChangeMobileInputSchema = Type.Object({
  UserId: Type.Optional(Type.String()),
  NewMobile: Type.String(),
  ValidateCode: Type.String(),
  ChangeTicket: Type.Optional(Type.String()),
  OldMobile: Type.Optional(Type.String()),
  /** An account without a phone proves its e-mail instead (`OldEmail` + its e-mail code). */
  OldEmail: Type.Optional(Type.String()),
  OldValidateCode: Type.Optional(Type.String()),
});
export type ChangeMobileInput = Static<typeof ChangeMobileInputSchema>;

/** Step 2 of changing the e-mail: as {@link ChangeMobileInput}, with a code e-mailed to `NewEmail`. */
export const ChangeEmailInputSchema = Type.Object({
  UserId: Type.Optional(Type.String()),
  NewEmail: Type.String(),
  ValidateCode: Type.String(),
  ChangeTicket: Type.Optional(Type.String()),
  OldEmail: Type.Optional(Type.String()),
  /** An account without an e-mail proves its phone instead (`OldMobile` + its SMS code). */
  OldMobile: Type.Optional(Type.String()),
  OldValidateCode: Type.Optional(Type.String()),
});
export type ChangeEmailInput = Static<typeof ChangeEmailInputSchema>;

/** spec 2 §7.1 "Change mobile / change email": isSuccess, errorMsg. */
export const ChangeAccountAnswerSchema = Type.Object({
  isSuccess: Type.Boolean(),
  errorMsg: Type.Optional(Type.String()),
});
export type ChangeAccountAnswer = Static<typeof ChangeAccountAnswerSchema>;

/** One configured third-party identity provider. */
export const ThirdPartyProviderInfoSchema = Type.Object({
  /** The name the calls take as `provider` (the development provider: `dev`). */
  name: Type.String(),
  /** What a sign-in button says. */
  displayName: Type.String(),
});
export type ThirdPartyProviderInfo = Static<typeof ThirdPartyProviderInfoSchema>;

/** GET `THIRD_PARTY_PATHS.providers`. */
export const ThirdPartyProvidersAnswerSchema = Type.Object({
  providers: Type.Array(ThirdPartyProviderInfoSchema),
});
export type ThirdPartyProvidersAnswer = Static<typeof ThirdPartyProvidersAnswerSchema>;

/** GET `THIRD_PARTY_PATHS.authorizeUrl`: where to send the browser, and the `state` it carries. */
export const ThirdPartyAuthorizeUrlAnswerSchema = Type.Object({
  provider: Type.String(),
  authorizeUrl: Type.String(),
  /** The caller's `state`, or a random one when none was sent: compare it on the way back. */
  state: Type.String(),
});
export type ThirdPartyAuthorizeUrlAnswer = Static<typeof ThirdPartyAuthorizeUrlAnswerSchema>;

/** POST `THIRD_PARTY_PATHS.signIn`: the provider's `code` and the `redirectUri` it was sent to. */
export const ThirdPartySignInInputSchema = Type.Object({
  /** Default: the first configured provider. */
  provider: Type.Optional(Type.String()),
  code: Type.String(),
  redirectUri: Type.String(),
});
export type ThirdPartySignInInput = Static<typeof ThirdPartySignInInputSchema>;

/** The third-party identity is bound to no account yet: bind it to a phone (/third-auth-bind). */
export const ThirdPartyBindRequiredSchema = Type.Object({
  bindRequired: Type.Literal(true),
  /** Single use, for `THIRD_PARTY_PATHS.bindPhone`, good for `expiresIn` seconds. */
  bindTicket: Type.String(),
  expiresIn: Type.Number(),
  provider: Type.String(),
  /** The provider's display name of the person (to greet them on the bind page). */
  displayName: Type.String(),
});
export type ThirdPartyBindRequired = Static<typeof ThirdPartyBindRequiredSchema>;

/** POST `THIRD_PARTY_PATHS.signIn`: tokens, a bind to do, or a refusal to read. */
export const ThirdPartySignInAnswerSchema = Type.Union([
  LoginTokensSchema,
  ThirdPartyBindRequiredSchema,
  Type.Object({ error: IdentityRefusalSchema }),
]);

/** POST `THIRD_PARTY_PATHS.bindPhone`: `code` is a `SysLogin` SMS code sent to `phone`. */
export const BindPhoneInputSchema = Type.Object({
  bindTicket: Type.String(),
  phone: Type.String(),
  code: Type.String(),
  /** The user scope of the account (default `default`). */
  userType: Type.Optional(Type.String()),
  /** Role codes a new account gets (self-assignable roles only, as register). */
  roles: Type.Optional(StringList),
});
export type BindPhoneInput = Static<typeof BindPhoneInputSchema>;
