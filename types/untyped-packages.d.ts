// Types for the three packages the Node scripts use that ship none (and have no @types package
// installed): only the parts this project calls, so that the type check of the JavaScript
// (tsconfig.json's checkJs) sees what is passed and returned rather than `any`.

declare module 'send' {
  import type { IncomingMessage } from 'node:http';
  import type { Stream } from 'node:stream';

  /** The options server/site.mjs passes. */
  interface SendOptions {
    root?: string;
    index?: boolean | string[];
    etag?: boolean;
    lastModified?: boolean;
    cacheControl?: boolean;
  }
  /** An error of the stream: `status` is the HTTP status it would answer with (404 for a missing file). */
  interface SendError extends Error {
    status?: number;
    code?: string;
  }
  interface SendStream extends Stream {
    on(event: 'error', listener: (error: SendError) => void): this;
    pipe<T extends NodeJS.WritableStream>(destination: T): T;
  }
  /** A stream that sends the file at `path` (URL-encoded, under `options.root`) as the answer to `req`. */
  export default function send(req: IncomingMessage, path: string, options?: SendOptions): SendStream;
}

declare module 'mime-types' {
  /** The whole Content-Type (with a charset where one applies) for a file extension or type, or false when unknown. */
  export function contentType(type: string): string | false;
}

declare module 'autocannon' {
  /** One kind of request of a run, as bench/load.mjs asks. */
  interface Request {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
    onResponse?: (status: number, body: string, context: object, headers?: Record<string, string>) => void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: Request[];
  }
  /** A statistic of a run (requests a second, latency in ms). */
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  /** Runs a load test; resolves to its results. */
  export default function autocannon(options: Options): Promise<Result>;
}
