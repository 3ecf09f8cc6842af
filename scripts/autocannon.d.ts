// The part of autocannon's API the benchmark scripts use (the package ships no types; no @types install).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Seconds before a request counts as a timeout (default 10). */
    timeout?: number;
    workers?: number;
    headers?: Record<string, string>;
    /** setupRequest: with workers, the path of a module whose default export mutates the request. */
    requests?: {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Without workers: a function given the request and the connection's context, returning the request. */
      setupRequest?: string | ((req: Request, context: Record<string, unknown>) => Request);
      /** Without workers: called with each answer's status and body, and the connection's context. */
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
    }[];
  }
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Answers by status code. */
    statusCodeStats?: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
