import { LOGIN_ACTION_TYPES, type RegisterInput } from '@tessera/protocol';
import type { RegisterCheckWay } from '@tessera/validation';
import { sameSitePath } from '@tessera/routing';

// The registration request, shared by the account portal's /register-byphone and the Pc
// RegisterForm control: the register call's body per mode and where a success goes.

/** spec 2 §4, §9: the redirect after a successful registration. */
export const REGISTER_REDIRECT_MS = 1000;

const ACTION_TYPE: Record<RegisterCheckWay, 1 | 2 | 3> = {
  phoneCode: LOGIN_ACTION_TYPES.code,
  phonePassword: LOGIN_ACTION_TYPES.password,
  phoneCodePassword: LOGIN_ACTION_TYPES.codeAndPassword,
};

/**
 * The register call's body (spec 2 §4 Register): the mode's `actionType`, the code unless the
 * mode is password-only, the password and its confirmation unless it is code-only.
 */
export function registerInput(input: {
  way: RegisterCheckWay;
  values: { phone: string; code: string; password: string; confirmPassword: string };
  userScope: string;
  roles: string[];
}): RegisterInput {
  const { way, values } = input;
  return {
    phoneNumber: values.phone,
    actionType: ACTION_TYPE[way],
    ...(way !== 'phonePassword' ? { verCode: values.code } : {}),
    ...(way !== 'phoneCode'
      ? { password: values.password, confirmPassword: values.confirmPassword }
      : {}),
    userType: input.userScope,
    roles: input.roles,
  };
}

/** Where a registration goes: the configured page, else a same-site `returnUrl`, else home. */
export function registeredPath(input: { returnUrl: string | null; page?: string | null }): string {
  return input.page || sameSitePath(input.returnUrl) || '/';
}
