export { createFakeClock } from './createFakeClock.js';
export type { FakeClock, FakeClockOptions } from './createFakeClock.js';
export { createMemoryStorage } from './createMemoryStorage.js';
export type { MemoryStorage } from './createMemoryStorage.js';
export { createSnapshotStore } from './createSnapshotStore.js';
export type { SnapshotStore } from './createSnapshotStore.js';
export {
  createBrowserClock,
  createBrowserStorage,
  createBrowserNavigation,
  createConsoleMessages,
} from './browserPorts.js';
export type {
  Clock,
  TimerHandle,
  StoragePort,
  MessagesPort,
  NavigationPort,
  NavigateOptions,
  LoggerPort,
} from './ports.js';
