import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { sqlState } from '#server/lib/db-errors.ts';
import { AppError, type ErrorCode, type FieldIssue } from '#server/lib/errors.ts';

function send(
  reply: FastifyReply,
  status: number,
  code: ErrorCode | string,
  message: string,
  issues?: FieldIssue[],
) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(issues ? { message, code, issues } : { message, code });
}

const FASTIFY_CODES: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'Malformed JSON body.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type. Send JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request is too large.',
  },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Expected a multipart upload.',
  },
};

/** The request's URL with one path segment replaced, its query kept (a permanent redirect's Location). */
export function movedLocation(url: string, moved: { from: string; to: string }): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q);
  const from = encodeURIComponent(moved.from);
  const segments = path.split('/').map((s) => (s === from ? encodeURIComponent(moved.to) : s));
  return `${segments.join('/')}${query}`;
}

/** Our one error handler: 4xx messages reach the client, 5xx details only the log (docs/security.md). */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      if (error.moved) reply.header('location', movedLocation(request.url, error.moved));
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return send(reply, error.statusCode, error.code, error.message, error.issues);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = (error as { validationContext?: string }).validationContext;
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || (where ?? ''),
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const message = first
        ? first.path
          ? `${first.path}: ${first.message}`
          : first.message
        : 'Invalid input.';
      return send(reply, 400, 'VALIDATION_ERROR', message, issues);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return send(reply, 500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return send(reply, known.status, known.code, known.message);
    if (error.statusCode === 429) {
      return send(reply, 429, 'RATE_LIMITED', 'Too many requests. Please wait a moment and try again.');
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad headers, URL too long...) carry safe messages.
      return send(reply, error.statusCode, 'BAD_REQUEST', error.message || 'Bad request.');
    }
    // Safety net: a value the database cannot take (SQLSTATE class 22, data exception: NUL characters,
    // bad encodings, numbers out of range, malformed uuids) is bad input, never a 500 (decisions §2).
    const state = sqlState(error);
    if (state?.startsWith('22')) {
      request.log.warn({ err: error, sqlState: state }, 'database refused a value');
      return send(reply, 400, 'BAD_REQUEST', 'The request contains a value that cannot be stored.');
    }
    request.log.error({ err: error, sqlState: state }, 'unhandled error');
    return send(reply, 500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
  });
}
