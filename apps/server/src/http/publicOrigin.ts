import type { FastifyRequest } from 'fastify';

/**
 * Where the settings' empty base URLs point (README "Base URLs and caching"): a configured
 * public URL, or — in development only — the origin the caller reached the server on.
 */
export interface PublicOriginOptions {
  /** The server's public URL, e.g. `https://tessera.example.com` (env `PUBLIC_URL`). */
  publicUrl?: string;
  /** Development: without `publicUrl`, base URLs follow the request's Host (any port works). */
  development?: boolean;
}

/** The base URLs answered for '' columns, and whether they came from the caller's Host. */
export interface PublicOrigin {
  http: string;
  ws: string;
  /** True when built from the Host header: the answer then differs per caller. */
  fromHost: boolean;
}

/**
 * Checks a configured public URL: an absolute http(s) URL without query or fragment. Answers it
 * without a trailing slash (a path prefix is kept, for a server mounted under one).
 *
 * @throws {Error} naming the bad value, so a misconfigured deployment fails at start.
 */
export function readPublicUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`publicUrl ${JSON.stringify(value)} is not an absolute URL`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new Error(`publicUrl ${JSON.stringify(value)} must be an http(s) URL without ? or #`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function toWs(httpUrl: string): string {
  return httpUrl.replace(/^http/, 'ws');
}

/**
 * The origin '' base URLs stand for. With a public URL: that URL, the same for every caller.
 * In development without one: `protocol://Host` of the request (behind the apps' Vite proxies,
 * which rewrite Host, the server's own address). Otherwise nothing is trusted and ''
 * stays '' — "the origin you called", which the client already knows.
 */
export function publicOrigin(options: PublicOriginOptions, request: FastifyRequest): PublicOrigin {
  if (options.publicUrl) {
    return { http: options.publicUrl, ws: toWs(options.publicUrl), fromHost: false };
  }
  if (options.development) {
    const http = `${request.protocol}://${request.host}`;
    return { http, ws: toWs(http), fromHost: true };
  }
  return { http: '', ws: '', fromHost: false };
}
