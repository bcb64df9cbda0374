import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values are secrets (lower case): tokens, codes, passwords, keys. Their
 * values never reach the log (README "Logs").
 */
export const SECRET_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  'accesstoken',
  'access_token',
  'refreshtoken',
  'refresh_token',
  'id_token',
  'id_token_hint',
  'token',
  'ticket',
  'code',
  'code_verifier',
  'vercode',
  'imgcode',
  'password',
  'oldpassword',
  'newpassword',
  'confirmpassword',
  'secret',
  'secretkey',
  'client_secret',
  'sign',
  'hashtoken',
]);

/** A URL as the log writes it: each secret query value replaced by `[REDACTED]`. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // a malformed name is judged as written
      }
      return equals >= 0 && SECRET_QUERY_PARAMETERS.has(name.trim().toLowerCase())
        ? `${rawName}=[REDACTED]`
        : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/**
 * The request serializer of the server's logger: Fastify's own fields, with the URL's secret
 * query values redacted (a token sent as `?accessToken=` is not written to the log).
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers?.['accept-version']?.toString(),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
