import type { EventDefinition } from './types.js';

/** spec 1 §4 / §9: the default event throttle. */
export const DEFAULT_THROTTLE_MS = 2000;

/**
 * The throttle window of an event (spec 1 §4): 2000 ms without time settings; `timeNum` seconds
 * when `timeSettingOpen` is on; 0 when the time setting is off. A missing, negative or
 * non-numeric `timeNum` with the setting on counts as 0 (no throttle) rather than an error, so a
 * half-filled design still runs.
 *
 * @example
 * ```ts
 * resolveThrottleMs({ eventName: 'click', actions: [] }); // 2000
 * resolveThrottleMs({ eventName: 'click', actions: [], timeSetting: { timeSettingOpen: true, timeNum: 5 } }); // 5000
 * ```
 */
export function resolveThrottleMs(event: Pick<EventDefinition, 'timeSetting'>): number {
  const setting = event.timeSetting;
  if (!setting) return DEFAULT_THROTTLE_MS;
  if (!setting.timeSettingOpen) return 0;
  return toMs(setting.timeNum);
}

/** Seconds (number or numeric text) as whole milliseconds; anything else is 0. */
export function toMs(seconds: unknown): number {
  const value = typeof seconds === 'string' && seconds.trim() !== '' ? Number(seconds) : seconds;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return 0;
  return Math.round(value * 1000);
}
