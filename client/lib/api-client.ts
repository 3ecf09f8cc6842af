import { reportWrite } from './write-watch.ts';

/**
 * Every response of status 400 or more becomes an ApiError. Its message follows spec 1 §8 exactly
 * (`{status}: {body text or status text}`); toasts show the body's `message` (decisions §2).
 */
export class ApiError extends Error {
  readonly status: number;
  /** The parsed JSON body, when the body was JSON. */
  readonly body: unknown;
  /** The human text of the error body (`{message}`), when there is one. */
  readonly serverMessage: string | undefined;
  readonly code: string | undefined;
  readonly issues: Array<{ path: string; message: string }>;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseJson(bodyText);
    const body = isRecord(this.body) ? this.body : {};
    this.serverMessage = typeof body.message === 'string' && body.message ? body.message : undefined;
    this.code = typeof body.code === 'string' ? body.code : undefined;
    this.issues = Array.isArray(body.issues)
      ? body.issues.filter(
          (i): i is { path: string; message: string } =>
            isRecord(i) && typeof i.path === 'string' && typeof i.message === 'string',
        )
      : [];
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The text to show a person: the server's message, or the given fallback (network errors included). */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  // fetch rejects with a TypeError on network failure; its text ("Failed to fetch") helps nobody.
  if (error instanceof TypeError) return fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** Every answer of status 400 or more becomes an ApiError (shared by apiRequest and the typed client). */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.status >= 400) {
    const text = await res.text().catch(() => '');
    throw new ApiError(res.status, res.statusText, text);
  }
}

/** The JSON body of an answer, or undefined when it has none. */
export async function readBody<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * How API calls reach the server: fetch in the browser. Server rendering (server/features/pages) sets an
 * in-process transport, so a page's reads run the same client code and the same API routes there.
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** One HTTP exchange with the API through the current transport (fetch in the browser). */
export function apiFetch(url: string, init: RequestInit): Promise<Response> {
  return transport(url, init);
}

/** The request header that makes a write safe to repeat (server/plugins/idempotency.ts, D234). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** How long a write's key outlives its success answer for an identical write (D236). */
const KEY_GRACE_MS = 2000;

/** The keys of writes in flight or just answered, by method, URL and body. */
const actionKeys = new Map<string, { key: string; uses: number }>();

/** A random key: 32 hex digits (getRandomValues works outside secure contexts too). */
function newKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of a write (D236). One user action is one key: an identical write (same method,
 * URL and body) sent while the first is in flight, or within KEY_GRACE_MS of its success, is a repeat of
 * that action (a double click, a second tap while the answer is on its way) and carries the same key, so
 * the server answers it with the first answer instead of writing twice. The returned function ends the
 * write's use of the key.
 */
function claimKey(signature: string): { key: string; release: (ok: boolean) => void } {
  const entry = actionKeys.get(signature) ?? { key: newKey(), uses: 0 };
  entry.uses++;
  actionKeys.set(signature, entry);
  const forget = () => {
    entry.uses--;
    if (entry.uses === 0 && actionKeys.get(signature) === entry) actionKeys.delete(signature);
  };
  return {
    key: entry.key,
    // A failed write lets its key go at once: trying again is a new attempt the server must run.
    release: (ok) => (ok ? setTimeout(forget, KEY_GRACE_MS) : forget()),
  };
}

/**
 * One API call. State-changing requests always carry a JSON body (`{}` when empty) with a JSON content
 * type: the server has no text/plain parser and checks the Origin of writes (docs/security.md). A FormData
 * body is sent as multipart for uploads. Cookies go along (same origin). A JSON write carries an
 * Idempotency-Key (claimKey) and is reported to the button that started it (watchWritesOfThisTask).
 */
export function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  init?: { signal?: AbortSignal },
): Promise<T> {
  const call = send<T>(method, url, body, init);
  return method === 'GET' ? call : reportWrite(call);
}

async function send<T>(
  method: HttpMethod,
  url: string,
  body: unknown,
  init: { signal?: AbortSignal } | undefined,
): Promise<T> {
  const isWrite = method !== 'GET';
  const isMultipart = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const json = isWrite && !isMultipart ? JSON.stringify(body ?? {}) : undefined;
  const action = json === undefined ? null : claimKey(`${method} ${url}\n${json}`);
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  if (action) headers[IDEMPOTENCY_HEADER] = action.key;
  let ok = false;
  try {
    const res = await apiFetch(url, {
      method,
      credentials: 'same-origin',
      headers,
      body: isWrite ? (isMultipart ? (body as FormData) : json) : undefined,
      signal: init?.signal,
    });
    await throwIfNotOk(res);
    const answer = await readBody<T>(res);
    ok = true;
    return answer;
  } finally {
    action?.release(ok);
  }
}
