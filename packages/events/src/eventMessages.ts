/**
 * The texts of the event runner (spec 1 §4 Event execution, §8 Error catalogue). The spec fixes
 * `获取事件失败` and the unmet-condition log line; the not-found and no-permission texts are this
 * package's decision (the spec only says what they must name), worded like the spec's own texts.
 *
 * @example
 * ```ts
 * EVENT_MESSAGES.conditionsNotMet('保存'); // '动作:[保存]未满足执行条件'
 * ```
 */
export const EVENT_MESSAGES = {
  /** spec 1 §8: "event function missing". */
  eventMissing: '获取事件失败',
  /** spec 1 §4: logged when an action's conditions are not met. */
  conditionsNotMet: (actionName: string): string => `动作:[${actionName}]未满足执行条件`,
  /** spec 1 §8: "a missing event definition names the control … not found". */
  controlNotFound: (control: string): string => `未找到控件:[${control}]`,
  /** spec 1 §8: "… or event not found". */
  eventNotFound: (eventName: string): string => `未找到事件:[${eventName}]`,
  /** spec 1 §6: default tip of a blocked operation when the event sets none. */
  noPermission: '您没有操作权限！',
  /** Logged when an action has no typeName (spec 1 §4: "An action needs a typeName"). */
  missingTypeName: (actionName: string): string => `动作:[${actionName}]缺少typeName`,
  /** Logged when an action's typeName has no registered action type. */
  unknownTypeName: (actionName: string, typeName: string): string =>
    `动作:[${actionName}]的类型[${typeName}]未注册`,
  /** Logged when an action throws. */
  actionFailed: (actionName: string): string => `动作:[${actionName}]执行失败`,
} as const;
