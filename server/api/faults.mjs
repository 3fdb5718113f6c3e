// Deliberate failures and a settable clock for tests, off unless the server runs with DEMO_FAULTS=on.

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/** The instants the demo clock may be set to: every fund is listed by the first, and series stay short enough by the last. */
const CLOCK_RANGE = ['2025-07-01T00:00:00Z', '2035-12-31T23:59:59Z'];

/** How to ask for a failure or another time (rendered into docs/api.md). */
export const FAULT_HELP = `Only when the demo server runs with \`DEMO_FAULTS=on\` (the browser tests start it so); otherwise ignored.
A request asks for failures with the header \`X-Demo-Fault\` or the cookie \`demo-fault\` (URL-encoded): a comma-separated
list of \`<fault>[@<call>]\`; without \`@<call>\` a fault applies to every call.

| fault | the answer |
|---|---|
| \`code\` | the error envelope \`{ "code": 50001, "message": "Simulated failure" }\` (the message in the request's language) |
| \`http500\` | HTTP 500 with an error envelope |
| \`timeout\` | only after 11 s, past the client's 10 s time limit |
| \`malformed\` | HTTP 200 with a body that is not JSON |
| \`delay-<ms>\` | the normal answer after \`<ms>\` milliseconds (at most 30000) |
| \`hostile\` | the normal answer with its words (names, labels, rich text, document names, dictionary labels, addresses) replaced by script-injection payloads; codes, enum values, numbers and dates kept (see \`server/api/hostile.mjs\`) |

Example, in a browser test: \`document.cookie = 'demo-fault=' + encodeURIComponent('http500@/v1/fundProduct/list')\`.

**The demo clock.** Under the same switch, a request may set the time its answer is computed for with the header
\`X-Demo-Clock\` or the cookie \`demo-clock\` (URL-encoded or not): an ISO 8601 instant with seconds optional and a
time zone required, \`YYYY-MM-DDTHH:mm[:ss[.sss]]Z\` or \`…±HH:mm\`, from ${CLOCK_RANGE[0]} to ${CLOCK_RANGE[1]}
(UTC). Every figure that depends on the time — the NAV date, the intra-day quote and market status, documents and
distributions published so far — is then as at that instant. The header wins over the cookie; a value that is not
such an instant, or is out of range, is ignored (the real time is used). Example: \`document.cookie =
'demo-clock=2026-11-23T02:00:00Z'\` (a Monday, 10:00 in Hong Kong: the market is open).`;

/** The failure messages, in the request's language like every message of the API. */
const MESSAGES = {
  code: { 'zh-TW': '模擬故障', 'zh-CN': '模拟故障', 'en-US': 'Simulated failure' },
  http500: { 'zh-TW': '模擬伺服器錯誤', 'zh-CN': '模拟服务器错误', 'en-US': 'Simulated server error' },
};

const FAULT = /^(code|http500|timeout|malformed|hostile|delay-(\d{1,5}))$/;

/**
 * @param {IncomingMessage} req
 * @param {string} name
 */
function cookie(req, name) {
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/**
 * An ISO 8601 instant within CLOCK_RANGE as a Date, or undefined for anything else (Feb 30, 24:00 and the like too).
 * @param {unknown} value
 */
export function parseDemoClock(value) {
  const text = String(value ?? '').trim();
  const match = INSTANT.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second = 0, offsetHours = 0, offsetMinutes = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const calendar = new Date(Date.UTC(year, month - 1, day));
  const realDay = calendar.getUTCFullYear() === year && calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
  if (!realDay || hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) return undefined;
  const time = Date.parse(text);
  if (!Number.isFinite(time) || time < Date.parse(CLOCK_RANGE[0]) || time > Date.parse(CLOCK_RANGE[1])) return undefined;
  return new Date(time);
}

/**
 * The instant a request asks its answer to be computed for (header, then cookie), or undefined.
 * @param {IncomingMessage} req
 */
export function requestedClock(req) {
  const header = req.headers['x-demo-clock'];
  return parseDemoClock(Array.isArray(header) ? header[0] : header) ?? parseDemoClock(cookie(req, 'demo-clock'));
}

/**
 * The faults a request asks for that apply to `call`.
 * @param {IncomingMessage} req
 * @param {string} call
 */
export function requestedFaults(req, call) {
  const spec = [req.headers['x-demo-fault'], cookie(req, 'demo-fault')].filter(Boolean).join(',');
  return spec
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const [fault, target] = item.split('@');
      return { fault, target };
    })
    .filter(({ fault, target }) => FAULT.test(fault) && (!target || target === call))
    .map(({ fault }) => fault);
}

/** @type {(ms: number, res: ServerResponse) => Promise<void>} */
const wait = (ms, res) =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    res.on('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Applies the faults; returns true when the response has been sent.
 * @param {string[]} faults
 * @param {ServerResponse} res
 * @param {import('./envelope.mjs').Language} language
 */
export async function applyFaults(faults, res, language) {
  for (const fault of faults) {
    const delay = /^delay-(\d+)$/.exec(fault);
    if (delay) await wait(Math.min(Number(delay[1]), 30_000), res);
    if (fault === 'timeout') await wait(11_000, res);
    if (res.destroyed || res.writableEnded) return true;
    if (fault === 'code') {
      res
        .writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' })
        .end(JSON.stringify({ code: 50001, message: MESSAGES.code[language], data: null }));
      return true;
    }
    if (fault === 'http500') {
      res
        .writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' })
        .end(JSON.stringify({ code: 50000, message: MESSAGES.http500[language], data: null }));
      return true;
    }
    if (fault === 'malformed') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end('{"code":0,"data":{"list":[');
      return true;
    }
  }
  return false;
}
