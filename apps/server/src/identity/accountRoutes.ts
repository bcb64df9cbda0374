import { passwordHistoryRefusal } from '../directory/passwordHistory.js';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  HEADERS,
  IDENTITY_PATHS,
  LOGIN_ACTION_TYPES,
  LOGIN_ERROR_CODES,
  ok,
} from '@tessera/protocol';
import { passwordProof } from '@tessera/protocol/signing';
import { validatePhone } from '@tessera/validation';
import { requireCaller, unauthorized, type Caller } from '../authorization/caller.js';
import { readUserInfo } from '../directory/readUserInfo.js';
import { bearerOf } from '../authorization/installAuthorization.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/envelopeError.js';
import { ObjectBody, OptionalText } from '../http/inputSchemas.js';
import {
  clearFailedSignIns,
  findUserByPhone,
  passwordExpiresAt,
  readAccountPolicy,
  SIGN_IN_MESSAGES,
  standingRefusal,
  visitPolicyRefusal,
  type SignInRefusal,
} from './accountStanding.js';
import {
  findUserByEmail,
  markOnline,
  readOwnAccount,
  readPasswordStanding,
  writeOwnPassword,
} from './accountQueries.js';
import { passwordMember, rolesMember, textMember, type AccountBody } from './accountBody.js';
import { checkCaptcha } from './captchas.js';
import { validateEmail, verifyEmailCode } from './emailCodes.js';
import { recordAudit } from '../directory/recordAudit.js';
import { noteSignIn } from '../notifications/accountEvents.js';
import { DEFAULT_USER_SCOPE } from './interactionRoutes.js';
import type { IdentityServices } from './installIdentity.js';
import { hashPassword } from '../directory/passwordHash.js';
import { checkOwnPassword, checkPassword } from './passwordSignIn.js';
import { enforcePasswordPolicy, readPasswordPolicy } from '../directory/passwordPolicies.js';
import { readRegisterPolicy, REGISTER_WAY_OF_ACTION, registerUser } from './registerUser.js';
import { verifySmsCode } from './smsCodes.js';
import { endUserSessions } from '../directory/userSessions.js';

/** Texts of the account calls (ours where spec 2 gives none; spec 2 §8 where it does). */
export const ACCOUNT_MESSAGES = {
  imageCodeRequired: SIGN_IN_MESSAGES.imageCodeRequired,
  imageCodeWrong: SIGN_IN_MESSAGES.imageCodeWrong,
  notRegistered: '该手机号尚未注册',
  emailNotRegistered: '该邮箱尚未绑定账号',
  alreadyRegistered: '该手机号已注册，请直接登录',
  /** A register mode the user scope does not allow (README "Registration rules"). */
  registerWayClosed: '暂不支持该注册方式',
  passwordRequired: '请输入密码',
  codeRequired: '请输入验证码',
  confirmMismatch: '两次密码不一致，请重新输入',
  wrongOldPassword: '密码错误',
  passwordProof: '密码字段校验失败，请重试',
  expiresSoon: (days: number) => `您的密码将于${days}天后过期，请及时修改`,
  accountExpiresSoon: (days: number) => `您的账号将于${days}天后到期`,
} as const;

/** The calls that sign in: a stale token sent along is ignored, no token is needed. */
const SIGN_IN = { config: { signIn: true, anonymous: true } } as const;

/**
 * The bodies of the account calls: JSON objects read member by member, since the spec's calls
 * spell members several ways (`PhoneNumber`, `phoneNumber`, `phone`) and a missing member
 * answers the form's own message (e.g. 请输入手机号) as a refusal to read, not a 40000.
 */
const BODY = { schema: { body: ObjectBody } } as const;
const SIGN_IN_BODY = { ...SIGN_IN, ...BODY } as const;

const refusal = (error: SignInRefusal) => ok({ error });
const failed = (message: string) => refusal({ code: LOGIN_ERROR_CODES.failed, message });

/** The user scope a call names (`userType`), or the default scope. */
function scopeOf(body: AccountBody): string {
  return textMember(body, ['userType', 'UserType', 'userScope']) || DEFAULT_USER_SCOPE;
}

/** The password of a body, checked against its transformed fields when they are sent. */
function readPassword(
  body: AccountBody,
  names: readonly string[],
  proofNames = ['token', 'random', 'timeStamp'],
) {
  const password = passwordMember(body, names);
  const [token, random, timeStamp] = proofNames.map((n) => textMember(body, [n]));
  if (token && password && passwordProof(password, random ?? '', timeStamp ?? '') !== token) {
    throw badRequest(ACCOUNT_MESSAGES.passwordProof);
  }
  return password;
}

/**
 * The first-party account calls of spec 2 §7.1/§7.3 (README "Identity"): sign-in, register,
 * refresh, session check, sign-out, password expiry, presence and password changes. A refusal
 * the user should read answers 00000 with `data.error { code, message }` (the login form's
 * contract); malformed input answers 40000. Tokens always come from the provider.
 */
export function registerAccountRoutes(
  app: FastifyInstance,
  db: Db,
  identity: IdentityServices,
): void {
  const signedIn = async (request: FastifyRequest, userId: string, via: string) => {
    await recordAudit(db, { action: 'login', userId, ip: request.ip, detail: { via } });
    // README "Account events": a sign-in from a new device or IP is told to the account's owner.
    await noteSignIn(db, userId, {
      userAgent: request.headers['user-agent'] ?? '',
      ip: request.ip,
    });
    return ok(await identity.signIn(userId));
  };

  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.post(IDENTITY_PATHS.loginExpand.pattern, SIGN_IN_BODY, async (request) => {
    const body: AccountBody = request.body;
    const phone = textMember(body, ['PhoneNumber', 'phoneNumber', 'phone']);
    const actionType = Number(
      textMember(body, ['ActionType', 'actionType']) || LOGIN_ACTION_TYPES.password,
    );
    if (!Object.values(LOGIN_ACTION_TYPES).includes(actionType as never)) {
      throw badRequest('ActionType 应为 1（验证码）、2（密码）或 3（验证码 + 密码）');
    }
    const phoneError = validatePhone(phone);
    if (phoneError) return failed(phoneError);
    const userScope = scopeOf(body);
    const withCode = actionType !== LOGIN_ACTION_TYPES.password;
    const withPassword = actionType !== LOGIN_ACTION_TYPES.code;
    const code = textMember(body, ['VerCode', 'verCode', 'code']);
    const password = readPassword(body, ['Password', 'password']);
    if (withCode && !code) return failed(ACCOUNT_MESSAGES.codeRequired);
    if (withPassword && !password) return failed(ACCOUNT_MESSAGES.passwordRequired);

    // spec 2 §4 Image captcha: per policy; after loginFailCountShowImageCode failures if set.
    // A password attempt has it checked by checkPassword, together with the lockout.
    const policy = await readPasswordPolicy(db, userScope);
    let user = await findUserByPhone(db, userScope, phone);
    const threshold = policy.loginFailCountShowImageCode;
    const imgCode = textMember(body, ['imgCode', 'ImgCode']);
    const imgTimestamp = textMember(body, ['imgTimestamp', 'ImgTimestamp']);
    if (policy.imageCodeEnable && (!threshold || (user?.failed_login_count ?? 0) >= threshold)) {
      if (!imgCode || !imgTimestamp) return failed(ACCOUNT_MESSAGES.imageCodeRequired);
      if (
        !withPassword &&
        !(await checkCaptcha(db, { imgTimestamp, answer: imgCode, now: new Date() }))
      ) {
        return failed(ACCOUNT_MESSAGES.imageCodeWrong);
      }
    }

    if (withCode) {
      const checked = await verifySmsCode(db, {
        phone,
        purpose: 'SysLogin',
        code,
        now: new Date(),
      });
      if (!checked.ok) return failed(checked.message);
      if (!user && actionType === LOGIN_ACTION_TYPES.code && body.NoExistsRegister === true) {
        const userId = await registerUser(db, {
          userScope,
          phone,
          password: null,
          roles: rolesMember(body),
          ip: request.ip,
          via: 'code login',
        });
        if (!userId) return failed(ACCOUNT_MESSAGES.alreadyRegistered);
        return signedIn(request, userId, 'code');
      }
      if (!user) return failed(ACCOUNT_MESSAGES.notRegistered);
    }
    if (withPassword) {
      const checked = await checkPassword(db, {
        userScope,
        phone,
        password,
        captcha: imgCode && imgTimestamp ? { imgTimestamp, answer: imgCode } : null,
        ip: request.ip,
      });
      if ('refusal' in checked) return refusal(checked.refusal);
      user = checked.user;
    } else {
      // An SMS-code sign-in: the account's standing, then the visit policy (the same rule as
      // the password path).
      const now = new Date();
      const standing =
        standingRefusal(user!, now) ?? (await visitPolicyRefusal(db, user!, request.ip, now));
      if (standing) return refusal(standing);
      await clearFailedSignIns(db, user!.id);
    }
    return signedIn(request, user!.id, withCode ? 'code' : 'password');
  });

  /**
   * spec 2 §4 Register: code, password or both as `actionType` says, if the scope allows that
   * mode (README "Registration rules"); signs the user in. The code is checked before the
   * phone is looked up, so a made-up code never tells whether the number has an account.
   */
  const register = (via: string) => async (request: FastifyRequest<{ Body: AccountBody }>) => {
    const body = request.body;
    const refuse = (message: string) => ok({ error: { message } });
    const phone = textMember(body, ['phoneNumber', 'PhoneNumber', 'phone']);
    const phoneError = validatePhone(phone);
    if (phoneError) return refuse(phoneError);
    const actionType = Number(
      textMember(body, ['actionType', 'ActionType']) || LOGIN_ACTION_TYPES.codeAndPassword,
    );
    if (!Object.values(LOGIN_ACTION_TYPES).includes(actionType as never)) {
      throw badRequest('actionType 应为 1（验证码）、2（密码）或 3（验证码 + 密码）');
    }
    const userScope = scopeOf(body);
    const { registerCheckWays } = await readRegisterPolicy(db, userScope);
    if (!registerCheckWays.includes(REGISTER_WAY_OF_ACTION[actionType]!)) {
      return refuse(ACCOUNT_MESSAGES.registerWayClosed);
    }
    const withCode = actionType !== LOGIN_ACTION_TYPES.password;
    const withPassword = actionType !== LOGIN_ACTION_TYPES.code;
    const password = withPassword ? readPassword(body, ['password', 'Password']) : '';
    if (withPassword) {
      if (!password) return refuse(ACCOUNT_MESSAGES.passwordRequired);
      const confirm = passwordMember(body, ['confirmPassword', 'ConfirmPassword']);
      if (confirm && confirm !== password) return refuse(ACCOUNT_MESSAGES.confirmMismatch);
      // spec 2 §5: the policy is checked except in code-only mode.
      const policyError = enforcePasswordPolicy(await readPasswordPolicy(db, userScope), password);
      if (policyError) return refuse(policyError);
    }
    if (withCode) {
      const code = textMember(body, ['verCode', 'VerCode', 'code']);
      if (!code) return refuse(ACCOUNT_MESSAGES.codeRequired);
      const checked = await verifySmsCode(db, {
        phone,
        purpose: 'SysRegister',
        code,
        now: new Date(),
      });
      if (!checked.ok) return refuse(checked.message);
    }
    if (await findUserByPhone(db, userScope, phone)) {
      return refuse(ACCOUNT_MESSAGES.alreadyRegistered);
    }
    const userId = await registerUser(db, {
      userScope,
      phone,
      password: password || null,
      roles: rolesMember(body),
      ip: request.ip,
      via,
    });
    if (!userId) return refuse(ACCOUNT_MESSAGES.alreadyRegistered);
    return ok(await identity.signIn(userId));
  };
  routes.post(IDENTITY_PATHS.register.pattern, SIGN_IN_BODY, register('register'));
  routes.post(IDENTITY_PATHS.appletRegister.pattern, SIGN_IN_BODY, register('applet register'));

  routes.post(IDENTITY_PATHS.refreshToken.pattern, SIGN_IN_BODY, async (request) => {
    const body: AccountBody = request.body;
    const refreshToken = textMember(body, ['refreshToken', 'refresh_token']);
    if (!refreshToken) throw badRequest('缺少 refreshToken');
    return ok(await identity.refresh(refreshToken));
  });

  routes.get(
    IDENTITY_PATHS.checkSession.pattern,
    { ...SIGN_IN, schema: { querystring: Type.Object({ accessToken: OptionalText }) } },
    async (request) => {
      const token = request.query.accessToken ?? bearerOf(request);
      if (!token) return ok({ active: false });
      try {
        const caller = await identity.verifyAccessToken(token);
        return ok({ active: true, userId: caller.userId });
      } catch {
        return ok({ active: false });
      }
    },
  );

  // spec 1 §7 Logout: ends the caller's session and revokes its grant. An already invalid
  // token signs out nothing and still answers success (the client clears its state anyway).
  const logout = async (request: FastifyRequest) => {
    const token = bearerOf(request);
    const caller = token ? await identity.verifyAccessToken(token).catch(() => null) : null;
    if (caller) {
      await endUserSessions(db, { sid: caller.sid }, 'logout');
      await recordAudit(db, { action: 'logout', userId: caller.userId, ip: request.ip });
    }
    return ok({ signedOut: Boolean(caller) });
  };
  app.post(IDENTITY_PATHS.logout.pattern, SIGN_IN, logout);
  app.get(IDENTITY_PATHS.logout.pattern, SIGN_IN, logout);

  // spec 1 §7 clearcookies: forgets the provider's browser session on this host.
  app.get(
    IDENTITY_PATHS.clearCookies.pattern,
    { config: { unsigned: true, ...SIGN_IN.config } },
    async (_request, reply) => {
      for (const name of ['_session', '_session.sig', '_session.legacy', '_session.legacy.sig']) {
        reply.header(
          'set-cookie',
          `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax`,
        );
      }
      return ok({});
    },
  );

  // spec 1 §3 User info of the signed-in caller, for the app the request names (`appid`).
  app.get(IDENTITY_PATHS.userInfo.pattern, async (request) => {
    const caller = requireCaller(request);
    const appId = request.headers[HEADERS.appId];
    const info = await readUserInfo(db, caller.userId, {
      ...(typeof appId === 'string' && appId ? { appId } : {}),
    });
    if (!info) throw unauthorized();
    return ok(info);
  });

  // spec 2 §8 Password expiry check: data.account.message, data.pwd.code/message.
  app.get(IDENTITY_PATHS.passwordExpiry.pattern, async (request) => {
    const caller = requireCaller(request);
    return ok(await passwordExpiryOf(db, caller));
  });

  // spec 1 §4 presence ping (60 s): the user and the session were seen now.
  app.post(IDENTITY_PATHS.online.pattern, async (request) => {
    const caller = requireCaller(request);
    await markOnline(db, caller);
    return ok({ online: true });
  });

  routes.post(IDENTITY_PATHS.checkOldPassword.pattern, BODY, async (request) => {
    const caller = requireCaller(request);
    const body: AccountBody = request.body;
    const oldPassword = readPassword(body, ['oldPassword', 'OldPassword']);
    const refusal = await checkOwnPassword(db, {
      userId: caller.userId,
      password: oldPassword,
      ip: request.ip,
      wrongMessage: ACCOUNT_MESSAGES.wrongOldPassword,
    });
    if (refusal) return ok({ error: { message: refusal.message } });
    return ok({});
  });

  routes.post(IDENTITY_PATHS.changePassword.pattern, SIGN_IN_BODY, async (request) => {
    return changePassword(db, identity, request, request.body);
  });
}

/** spec 2 §8 Password expiry check for the signed-in user. */
async function passwordExpiryOf(db: Db, caller: Caller) {
  const user = await readPasswordStanding(db, caller.userId);
  const policy = await readAccountPolicy(db, user.user_scope);
  const now = Date.now();
  const daysLeft = (at: Date) => Math.ceil((at.getTime() - now) / 86_400_000);
  const warnDays = policy.passwordExpiryWarningDays;
  const account =
    user.expires_at && daysLeft(user.expires_at) <= warnDays
      ? { message: ACCOUNT_MESSAGES.accountExpiresSoon(daysLeft(user.expires_at)) }
      : { message: '' };
  const expiry = passwordExpiresAt(user as never, policy);
  let pwd: { code: number; message: string } = { code: 0, message: '' };
  if (
    user.password_reset_code === LOGIN_ERROR_CODES.mustResetPassword ||
    user.password_reset_code === LOGIN_ERROR_CODES.mustResetPasswordAdmin
  ) {
    pwd = { code: user.password_reset_code, message: '请重置密码' };
  } else if (expiry && daysLeft(expiry) <= 0) {
    pwd = { code: LOGIN_ERROR_CODES.mustResetPassword, message: '密码已过期，请重置密码' };
  } else if (expiry && daysLeft(expiry) <= warnDays) {
    pwd = {
      code: LOGIN_ERROR_CODES.mayResetPassword,
      message: ACCOUNT_MESSAGES.expiresSoon(daysLeft(expiry)),
    };
  }
  return { account, pwd };
}

/**
 * spec 2 §7.3 Change password. `flag` 'phone' (forgot password, anonymous): the phone's
 * SysForgetPassword code, or — when `emailOrPhone` is an e-mail address — that address's
 * SysForgetPassword e-mail code. Signed in: 'password' proves it with the old password, 'code' with a
 * SysChangePassword code to the account's phone. The new password meets the scope's policy;
 * every session of the user ends (they sign in again with the new password).
 */
async function changePassword(
  db: Db,
  identity: IdentityServices,
  request: FastifyRequest,
  body: AccountBody,
) {
  const flag = textMember(body, ['flag', 'Flag']) || 'phone';
  const password = readPassword(body, ['password', 'Password']);
  const confirm = readPassword(
    body,
    ['confirmPassword', 'ConfirmPassword'],
    ['confirmToken', 'confirmRandom', 'confirmTimeStamp'],
  );
  const failure = (message: string) => ok({ error: { message } });
  if (!password) return failure(ACCOUNT_MESSAGES.passwordRequired);
  if (confirm && confirm !== password) return failure(ACCOUNT_MESSAGES.confirmMismatch);

  let userId: string;
  let userScope: string;
  if (flag === 'phone' && textMember(body, ['emailOrPhone']).includes('@')) {
    // Forgot password by e-mail: the address's SysForgetPassword e-mail code.
    userScope = scopeOf(body);
    const email = textMember(body, ['emailOrPhone']);
    const emailError = validateEmail(email);
    if (emailError) return failure(emailError);
    const code = textMember(body, ['code', 'verCode']);
    if (!code) return failure(ACCOUNT_MESSAGES.codeRequired);
    const user = await findUserByEmail(db, userScope, email);
    const checked = await verifyEmailCode(db, {
      email,
      purpose: 'SysForgetPassword',
      code,
      now: new Date(),
    });
    if (!checked.ok) return failure(checked.message);
    if (!user) return failure(ACCOUNT_MESSAGES.emailNotRegistered);
    userId = user.id;
  } else if (flag === 'phone') {
    userScope = scopeOf(body);
    const phone = textMember(body, ['emailOrPhone', 'phone', 'PhoneNumber']);
    const phoneError = validatePhone(phone);
    if (phoneError) return failure(phoneError);
    const code = textMember(body, ['code', 'verCode']);
    if (!code) return failure(ACCOUNT_MESSAGES.codeRequired);
    const user = await findUserByPhone(db, userScope, phone);
    const checked = await verifySmsCode(db, {
      phone,
      purpose: 'SysForgetPassword',
      code,
      now: new Date(),
    });
    if (!checked.ok) return failure(checked.message);
    if (!user) return failure(ACCOUNT_MESSAGES.notRegistered);
    userId = user.id;
  } else {
    const token = bearerOf(request);
    if (!token) requireCaller(request);
    const caller = await identity.verifyAccessToken(token!);
    const user = await readOwnAccount(db, caller.userId);
    userId = user.id;
    userScope = user.user_scope;
    if (flag === 'password') {
      const oldPassword = readPassword(
        body,
        ['oldPassword', 'OldPassword'],
        ['oldToken', 'oldRandom', 'oldTimeStamp'],
      );
      const refusal = await checkOwnPassword(db, {
        userId: user.id,
        password: oldPassword,
        ip: request.ip,
        wrongMessage: ACCOUNT_MESSAGES.wrongOldPassword,
      });
      if (refusal) return failure(refusal.message);
    } else if (flag === 'code') {
      const code = textMember(body, ['code', 'verCode']);
      if (!code) return failure(ACCOUNT_MESSAGES.codeRequired);
      const checked = await verifySmsCode(db, {
        phone: user.mobile_phone ?? '',
        purpose: 'SysChangePassword',
        code,
        now: new Date(),
      });
      if (!checked.ok) return failure(checked.message);
    } else {
      throw badRequest("flag 应为 'phone'、'password' 或 'code'");
    }
  }
  const policy = await readPasswordPolicy(db, userScope);
  const policyError =
    enforcePasswordPolicy(policy, password) ??
    (await passwordHistoryRefusal(db, userId, password, policy.passwordHistoryCount));
  if (policyError) return failure(policyError);
  const passwordHash = await hashPassword(password);
  await writeOwnPassword(db, {
    userId,
    passwordHash,
    ip: request.ip,
    flag,
    userAgent: request.headers['user-agent'] ?? '',
  });
  await endUserSessions(db, { userId }, 'password_changed');
  return ok({});
}
