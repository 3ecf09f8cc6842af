/** The closed set of error codes the API answers with, and their HTTP status (decisions §2). */
export const ERROR_STATUS = {
  /** A resource's address changed for good (a renamed profile URL): Location names the new one. */
  MOVED_PERMANENTLY: 308,
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  BAD_REQUEST: 400,
  INVALID_TOKEN: 400,
  TOKEN_USED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  ACCOUNT_SUSPENDED: 403,
  EMAIL_NOT_VERIFIED: 403,
  LIMIT_REACHED: 403,
  /** D154: the player committed to another NCAA program, which ends other programs' recruiting. */
  COMMITTED_ELSEWHERE: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOKEN_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** The payment provider (Stripe) failed or refused a call we had to make. */
  PAYMENT_PROVIDER_ERROR: 502,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldIssue {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly issues?: FieldIssue[];
  readonly headers?: Record<string, string>;
  /** MOVED_PERMANENTLY: the path segment that changed; the error handler answers with the request's URL
   * with that segment replaced as Location. */
  readonly moved?: { from: string; to: string };

  constructor(
    code: ErrorCode,
    message: string,
    extra?: { issues?: FieldIssue[]; headers?: Record<string, string>; moved?: { from: string; to: string } },
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.issues = extra?.issues;
    this.headers = extra?.headers;
    this.moved = extra?.moved;
  }
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
export const forbidden = (message = 'You are not allowed to do that.') => new AppError('FORBIDDEN', message);
/** A permanent redirect from the address segment `from` to `to` (e.g. an old profile slug). */
export const movedPermanently = (from: string, to: string, message: string) =>
  new AppError('MOVED_PERMANENTLY', message, { moved: { from, to } });
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Please log in to continue.');
