import type { FastifyServerOptions } from 'fastify';
import { TOKEN_CHARS } from '#server/lib/tokens.ts';

// Long URL-safe runs in a path or query are tokens (e-mail links, approval and invitation tokens); shorter
// than a whole token too, so a cut-off token is still masked.
const TOKEN_LIKE = new RegExp(`([=/])[${TOKEN_CHARS}]{32,}`, 'g');

export function maskUrl(url: string): string {
  return url.replace(TOKEN_LIKE, '$1[redacted]');
}

/** Pino options: secrets never reach the log (docs/security.md). */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordHash',
        '*.token',
        '*.confirmPassword',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: cleanError,
      req(req: { method: string; url: string; ip?: string; id?: string }) {
        return { method: req.method, url: maskUrl(req.url), ip: req.ip, reqId: req.id };
      },
    },
  };
}

/** Fields of a database error that can hold the values of a query (parameters, "Key (email)=(...)"). */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery', 'queryOptions']);

/** Cuts what follows "params:" in a message or stack line: Drizzle puts the query values there. */
function withoutParams(text: string): string {
  const at = text.indexOf('\nparams:');
  return at === -1 ? text : text.slice(0, at);
}

export interface CleanError {
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: CleanError;
  [key: string]: unknown;
}

/**
 * An error as it may be logged: query parameters (password hashes, e-mail addresses, user input) cut
 * from message and stack, value-holding fields left out, the driver's SQLSTATE code kept, and the
 * cause chain cleaned the same way. The logger's `err` serializer, so every logged error goes through it.
 */
export function cleanError(err: unknown, depth = 0): CleanError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const message = withoutParams(err.message);
  const stack = err.stack ?? '';
  const header = `${err.name}: ${err.message}`;
  const out: CleanError = {
    type: err.constructor?.name ?? err.name,
    message,
    stack: stack.startsWith(header)
      ? `${err.name}: ${message}${stack.slice(header.length)}`
      : stack.replace(/\nparams:[^\n]*/g, ''),
  };
  for (const [key, value] of Object.entries(err)) {
    if (key === 'cause' || key === 'message' || key === 'stack' || VALUE_FIELDS.has(key)) continue;
    if (value === undefined || typeof value === 'function') continue;
    out[key] = typeof value === 'string' ? withoutParams(value) : value;
  }
  if (err.cause !== undefined && depth < 4) out.cause = cleanError(err.cause, depth + 1);
  return out;
}
