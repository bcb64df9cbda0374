/**
 * The texts of the security policies screen. The complexity names are spec 2 §5's (密码必须包含
 * 数字 / 大写字母 / 小写字母 / 特殊字符; RequireUniqueChars is 特殊字符 there); the others are ours
 * (the spec names the policies and their members, not their labels).
 */
export const SECURITY_POLICY_TEXTS = {
  title: '安全策略',
  userScope: '用户域',
  userScopeHelp: '策略按用户域生效：注册和登录时带有该用户域的账号使用这里的规则',
  scopeInvalid: '用户域只能含字母、数字、_、- 和 .（1 到 64 个字符）',
  switchScope: '切换',
  sections: { password: '密码策略', account: '账号策略', visit: '访问策略' },
  sectionHelp: {
    password: '注册、找回密码、修改密码和管理员设置密码时按这些规则检查新密码。',
    account: '登录失败锁定、密码有效期和休眠规则。',
    visit: '限制账号可以登录的时段和网络地址；未设置时不限制。',
  },
  notSaved: '未设置，使用系统默认值',
  savedAt: (time: string) => `最后保存：${time}`,
  save: '保存',
  reset: '恢复默认',
  confirmReset: (section: string) => `删除本用户域的${section}，恢复系统默认值？`,
  saved: (section: string) => `${section}已保存`,
  removed: (section: string) => `${section}已恢复默认`,
  blankIsDefault: '留空使用系统默认值',
  fields: {
    passwordMinLength: ['最短长度', '新密码至少这么多位；0 表示不限'],
    passwordMaxLength: ['最长长度', '新密码最多这么多位；0 表示不限'],
    passwordComplex: ['必须包含', '新密码必须包含勾选的每一类字符，否则提示「密码必须包含…」'],
    passwordHistoryCount: [
      '历史密码次数',
      '新密码不能与最近这么多次使用过的密码相同（含当前密码）；0 表示不检查',
    ],
    imageCodeEnable: ['登录图形验证码', '开启后密码登录需要输入图形验证码'],
    loginFailCountShowImageCode: [
      '失败几次后显示验证码',
      '同一账号连续登录失败达到次数后才要求图形验证码；0 表示一开始就要求',
    ],
    lockoutThreshold: ['失败锁定次数', '连续登录失败这么多次后锁定账号；0 表示从不锁定'],
    lockoutMinutes: ['锁定时长（分钟）', '锁定后这么多分钟内不能登录，管理员可提前解除锁定'],
    passwordMaxAgeDays: [
      '密码有效期（天）',
      '密码修改后超过这么多天须重置才能登录；0 表示永不过期',
    ],
    passwordExpiryWarningDays: ['到期提醒（天）', '密码到期前这么多天起，登录后提示修改密码'],
    dormancyDays: [
      '休眠天数',
      '这么多天未登录的账号由「休眠账号检查」任务标记为休眠，须管理员激活后才能登录；0 表示不休眠',
    ],
    allowedTimes: [
      '允许登录时段',
      '每行一个时段，如 08:00-18:00；只能在这些时段内登录；留空表示不限时段',
    ],
    ipRanges: [
      '允许的网络地址',
      '每行一个 IP 或网段，如 192.168.1.0/24；只能从这些地址登录；留空表示不限地址',
    ],
    timeZone: ['时区', '允许登录时段按这个时区计算，如 Asia/Shanghai'],
  },
  complexities: {
    RequireNumber: '数字',
    RequireUppercase: '大写字母',
    RequireLowercase: '小写字母',
    RequireUniqueChars: '特殊字符',
  },
  integer: (min: number, max: number) => `请输入 ${min} 到 ${max} 的整数`,
  minOverMax: '最短长度不能大于最长长度',
  timeLine: (line: string) => `「${line}」不是时段，应为 HH:mm-HH:mm`,
  timeOrder: (line: string) => `时段「${line}」的开始应早于结束`,
  ipLine: (line: string) => `「${line}」不是 IP 地址或网段`,
} as const;
