import type { FastifyRequest } from 'fastify';

/**
 * The origin the caller used to reach this server, e.g. `http://127.0.0.1:4000`, from the
 * request's protocol and Host header. Behind the Vite dev proxy (which keeps the browser's Host)
 * this is the dev server's origin, so URLs built from it go through the proxy too.
 */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The WebSocket origin matching {@link requestOrigin} (`ws:` or `wss:`). */
export function requestWsOrigin(request: FastifyRequest): string {
  return `${request.protocol === 'https' ? 'wss' : 'ws'}://${request.host}`;
}
