import { describe, expect, it, vi } from 'vitest';
import { createContentChangedClient, subscribeContentChanged } from '../index.js';

/** A WebSocket stand-in that records the connections opened and never answers. */
function recordingSockets() {
  const opened: string[] = [];
  class RecordingSocket {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSING = 2;
    static readonly CLOSED = 3;
    readonly protocol = 'graphql-transport-ws';
    readyState = 0;
    onopen: unknown = null;
    onclose: unknown = null;
    onerror: unknown = null;
    onmessage: unknown = null;
    constructor(url: string) {
      opened.push(url);
    }
    send(): void {}
    close(code = 1000, reason = ''): void {
      (this.onclose as ((event: unknown) => void) | null)?.({ code, reason });
    }
  }
  return { opened, RecordingSocket };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('createContentChangedClient', () => {
  it('opens no connection before the first subscription, then one for it', async () => {
    const { opened, RecordingSocket } = recordingSockets();
    const ws = createContentChangedClient({
      url: 'ws://127.0.0.1:9/api/querygraphqls',
      webSocketImpl: RecordingSocket,
    });
    await settle();
    expect(opened).toEqual([]);
    const stop = subscribeContentChanged(ws, { appId: 'a', schemaName: 's', onChange: () => {} });
    await vi.waitFor(() => expect(opened).toEqual(['ws://127.0.0.1:9/api/querygraphqls']));
    stop();
    // Not awaited: graphql-ws settles a dispose once the connection it waits for is acknowledged.
    void ws.dispose();
  });

  it('opens none for a client disposed before graphql-ws is in', async () => {
    const { opened, RecordingSocket } = recordingSockets();
    const ws = createContentChangedClient({
      url: 'ws://127.0.0.1:9/api/querygraphqls',
      webSocketImpl: RecordingSocket,
    });
    subscribeContentChanged(ws, { appId: 'a', schemaName: 's', onChange: () => {} });
    await ws.dispose();
    await settle();
    expect(opened).toEqual([]);
  });
});
