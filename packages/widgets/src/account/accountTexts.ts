/**
 * The texts of the account screens (spec 2 §2.3–§2.11, §4, §5, §8). Those the spec writes are
 * verbatim; the few it leaves open (placeholders, field labels, the account home) are marked
 * "ours". The validation messages themselves live in @tessera/validation.
 */
export const ACCOUNT_TEXTS = {
  // spec 2 §2.7 Phone login
  messageLogin: '验证码登录',
  passwordLogin: '密码登录',
  toMessageLogin: '切换至验证码登录',
  toPasswordLogin: '切换至密码登录',
  forgotPassword: '忘记密码',
  login: '登录',
  agreement: '登录即代表您同意我们的',
  and: '和',
  serviceLabel: '服务协议',
  privateLabel: '隐私政策',
  // spec 2 §8 Login errors
  hint: '提示',
  resetPassword: '重置密码',
  passwordExpired: '密码已过期',
  /** Ours: what the server's lockout text (104) contains; it gets a dialog, not a toast. */
  accountLocked: '账号已锁定',
  cancel: '取消',
  loginFailed: '登录失败',
  loginSucceeded: '登录成功',
  // spec 2 §2.8 Phone register
  passwordRegister: '密码注册',
  messageRegister: '验证码注册',
  toLogin: '去登录',
  register: '注册',
  registered: '注册成功',
  /** The register link's text when the config names none (ours). */
  registerLink: '注册新账号',
  /** The link to /third-auth (ours). */
  thirdPartyLogin: '第三方账号登录',
  // spec 2 §4, §8 SMS code button
  getCode: '获取验证码',
  secondsLeft: '秒后获取',
  codeSent: '验证码已发送',
  codeSendFailed: '验证码发送失败，请稍后再试',
  wrongCode: '验证码错误',
  // spec 2 §2.9–§2.11
  confirm: '确认',
  next: '下一步',
  changed: '修改成功!',
  /** ours: a refused change without the server's errorMsg */
  changeFailed: '修改失败',
  noUserScope: '未获取到用户域!',
  // ours: titles, labels and placeholders the spec leaves open
  retrievePasswordTitle: '找回密码',
  resetPasswordTitle: '修改密码',
  changeAccountTitle: '更换账号',
  phoneLabel: '手机号码',
  phonePlaceholder: '请输入手机号码',
  codeLabel: '验证码',
  codePlaceholder: '请输入验证码',
  passwordLabel: '密码',
  passwordPlaceholder: '请输入密码',
  newPasswordLabel: '新密码',
  newPasswordPlaceholder: '请输入新密码',
  confirmPasswordLabel: '确认密码',
  confirmPasswordPlaceholder: '请再次输入密码',
  oldPasswordLabel: '原密码',
  oldPasswordPlaceholder: '请输入原密码',
  imageCodeLabel: '图形验证码',
  imageCodePlaceholder: '请输入图形验证码',
  imageCodeRefresh: '看不清？换一张',
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  verifyByCode: '短信验证',
  verifyByPassword: '原密码验证',
  codeSentTo: '验证码将发送至',
  back: '返回',
} as const;
