// Deliberate failures for tests, off unless the server runs with DEMO_FAULTS=on.

/** How to ask for a failure (rendered into docs/api.md). */
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

Example, in a browser test: \`document.cookie = 'demo-fault=' + encodeURIComponent('http500@/v1/fundProduct/list')\`.`;

/** The failure messages, in the request's language like every message of the API. */
const MESSAGES = {
  code: { 'zh-TW': '模擬故障', 'zh-CN': '模拟故障', 'en-US': 'Simulated failure' },
  http500: { 'zh-TW': '模擬伺服器錯誤', 'zh-CN': '模拟服务器错误', 'en-US': 'Simulated server error' },
};

const FAULT = /^(code|http500|timeout|malformed|delay-(\d{1,5}))$/;

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

/** The faults a request asks for that apply to `call`. */
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

const wait = (ms, res) =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    res.on('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Applies the faults; returns true when the response has been sent. */
export async function applyFaults(faults, res, language) {
  for (const fault of faults) {
    const delay = /^delay-(\d+)$/.exec(fault);
    if (delay) await wait(Math.min(Number(delay[1]), 30_000), res);
    if (fault === 'timeout') await wait(11_000, res);
    if (res.destroyed || res.writableEnded) return true;
    if (fault === 'code') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify({ code: 50001, message: MESSAGES.code[language], data: null }));
      return true;
    }
    if (fault === 'http500') {
      res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify({ code: 50000, message: MESSAGES.http500[language], data: null }));
      return true;
    }
    if (fault === 'malformed') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end('{"code":0,"data":{"list":[');
      return true;
    }
  }
  return false;
}
