// Test wiring for the session manager: fake clock, memory storage and cookies, recording ports.
import { createFakeClock, createMemoryCookies, createMemoryStorage } from '@tessera/ports';
import { encodeBase64Url } from '@tessera/protocol';
import { createSessionManager } from '../createSessionManager.js';
import type { ActivityKind, ActivitySource } from '@tessera/ports';
import type { SessionManagerOptions } from '../sessionManagerOptions.js';

export const T0 = Date.UTC(2024, 0, 1);

/** A JWT with the given payload (unsigned: the session only reads claims). */
export function makeJwt(payload: Record<string, unknown>): string {
  const part = (value: unknown) => encodeBase64Url(JSON.stringify(value));
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.signature`;
}

/** An activity source driven by hand. */
export function createManualActivity() {
  const listeners = new Set<(kind: ActivityKind) => void>();
  const source: ActivitySource & { emit(kind: ActivityKind): void; listenerCount(): number } = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: (kind) => listeners.forEach((listener) => listener(kind)),
    listenerCount: () => listeners.size,
  };
  return source;
}

export interface Recorded {
  level: string;
  text: string;
}

export function createSessionHarness(overrides: Partial<SessionManagerOptions> = {}) {
  const clock = createFakeClock({ now: T0 });
  const cookies = createMemoryCookies();
  const localStorage = createMemoryStorage();
  const activity = createManualActivity();
  const messages: Recorded[] = [];
  const logs: Recorded[] = [];
  const navigations: string[] = [];
  const options: SessionManagerOptions = {
    clock,
    subAppType: 'Pc',
    cookies,
    localStorage,
    activity,
    navigation: { navigate: (path) => void navigations.push(path) },
    messages: {
      info: (text) => void messages.push({ level: 'info', text }),
      warning: (text) => void messages.push({ level: 'warning', text }),
      error: (text) => void messages.push({ level: 'error', text }),
    },
    logger: {
      info: (text) => void logs.push({ level: 'info', text }),
      error: (text) => void logs.push({ level: 'error', text }),
    },
    ...overrides,
  };
  const session = createSessionManager(options);
  return { clock, cookies, localStorage, activity, messages, logs, navigations, session, options };
}
