export { createFakeClock } from './createFakeClock.js';
export type { FakeClock, FakeClockOptions } from './createFakeClock.js';
export { createMemoryStorage } from './createMemoryStorage.js';
export type { MemoryStorage } from './createMemoryStorage.js';
export { createMemoryCookies } from './createMemoryCookies.js';
export type { MemoryCookies } from './createMemoryCookies.js';
export { createSnapshotStore } from './createSnapshotStore.js';
export type { SnapshotStore } from './createSnapshotStore.js';
export {
  createBrowserClock,
  createBrowserStorage,
  createBrowserCookies,
  createBrowserNavigation,
  createBrowserActivitySource,
  createConsoleMessages,
  createBrowserPorts,
} from './browserPorts.js';
export type { BrowserCookieOptions, ActivityTarget, BrowserPorts } from './browserPorts.js';
export type {
  Clock,
  TimerHandle,
  StoragePort,
  CookiePort,
  CookieOptions,
  MessagesPort,
  NavigationPort,
  NavigateOptions,
  LoggerPort,
  ActivityKind,
  ActivitySource,
} from './ports.js';
