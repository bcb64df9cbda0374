/*
 * The server side of bench/collaboration.ts' room of 20 designers, in its own process so that
 * its CPU time and heap are the server's alone: starts the reference server (PGlite in memory,
 * or PostgreSQL at BENCH_DATABASE_URL), listens on BENCH_PORT, and answers the parent over IPC
 * with its CPU time (`process.cpuUsage`) and its heap after a full GC.
 */
import { createServer } from '../src/createServer.js';
import { testAdminToken } from '../src/__tests__/signIn.js';
import { collaborationUrl } from '../src/__tests__/collaborationClients.js';

const url = process.env.BENCH_DATABASE_URL;
const app = await createServer({ database: url ? { kind: 'postgres', url } : { kind: 'pglite' } });
await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
const token = await testAdminToken(app);

type Message = { type: string; [key: string]: unknown };
const send = (message: Message) => process.send!(message);

process.on('message', (message: Message) => {
  if (message.type === 'cpu') {
    const { user, system } = process.cpuUsage();
    send({ type: 'cpu', micros: user + system });
  } else if (message.type === 'memory') {
    for (let i = 0; i < 3; i += 1) global.gc?.();
    send({ type: 'memory', heapUsed: process.memoryUsage().heapUsed });
  } else if (message.type === 'close') {
    void app.close().then(() => process.exit(0));
  }
});
send({ type: 'ready', url: collaborationUrl(app), token });
