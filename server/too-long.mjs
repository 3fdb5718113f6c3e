// Requests the server will not read whole: an address over 8 KB (414), a request line and headers
// over the 16 KB Node reads (431), a client that does not send its headers in time (408), and
// anything the HTTP parser gives up on (400). Instead of an empty answer that leaves a blank browser
// tab, an address too long gets a small static page in the three languages with the way back. No
// script, so its own strict Content-Security-Policy keeps it safe; every answer carries the security
// headers. (deploy/nginx answers the same requests with the same page and statuses.)

/** The longest address (path and query) the site reads; a longer one gets 414 and the page below. */
export const MAX_URL_BYTES = 8192;

export const TOO_LONG_PAGE = `<!doctype html>
<html lang="zh-TW"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>網址太長 · Address too long</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5}</style></head>
<body><main>
<h1>網址太長 · 网址太长 · The address is too long</h1>
<p>此網址太長，伺服器無法處理。</p>
<p lang="zh-CN">此网址太长，服务器无法处理。</p>
<p lang="en">This address is too long for the server to read.</p>
<p><a href="/index">返回基金列表</a> · <a href="/gb/index" lang="zh-CN">返回基金列表</a> · <a href="/en/index" lang="en">Back to the fund list</a></p>
</main></body></html>
`;

/** The headers of an answer the site's own policy does not cover: a page with no script and nothing to load. */
export const STRICT_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cache-Control': 'no-store',
};

/** @type {Record<number, [string, string, string]>} */
const ANSWERS = {
  414: ['414 URI Too Long', 'text/html; charset=utf-8', TOO_LONG_PAGE],
  431: ['431 Request Header Fields Too Large', 'text/html; charset=utf-8', TOO_LONG_PAGE],
  408: ['408 Request Timeout', 'text/plain; charset=utf-8', 'Request timeout\n'],
  400: ['400 Bad Request', 'text/plain; charset=utf-8', 'Bad request\n'],
};

/**
 * Answers an address too long on a response the server is writing (the address was read: 8 to 16 KB).
 * @param {import('node:http').ServerResponse} res
 */
export function answerTooLong(res) {
  res.writeHead(414, { ...STRICT_HEADERS, 'Content-Type': ANSWERS[414][1], 'Content-Length': Buffer.byteLength(TOO_LONG_PAGE), Connection: 'close' });
  res.end(TOO_LONG_PAGE);
}

/** @typedef {Error & { code?: string, rawPacket?: Buffer }} ClientError An error of Node's HTTP parser ('clientError'). */

/**
 * Which answer a request the parser gave up on gets.
 * @param {ClientError} error
 */
function statusOf(error) {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_HEADERS_TIMEOUT') return 408;
  if (error.code !== 'HPE_HEADER_OVERFLOW') return 400;
  // Over 16 KB: an address that long (no line end within the first 8 KB), or headers that long.
  const head = error.rawPacket ? error.rawPacket.subarray(0, MAX_URL_BYTES + 16).toString('latin1') : '';
  return head && !head.includes('\r\n') ? 414 : 431;
}

/**
 * Answers a request the HTTP parser gave up on (Node's 'clientError'), then closes its connection.
 * @param {ClientError} error
 * @param {import('node:stream').Duplex} socket the connection's socket (a net.Socket)
 */
export function answerClientError(error, socket) {
  if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
  const code = statusOf(error);
  // A connection opened ahead of need (a browser's preconnect) that never sent a byte is closed as
  // nginx closes it, without an answer nobody asked for.
  if (code === 408 && /** @type {import('node:net').Socket} */ (socket).bytesRead === 0) return socket.destroy();
  const [status, type, body] = ANSWERS[code];
  const headers = Object.entries({ ...STRICT_HEADERS, 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), Connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status}\r\n${headers}\r\n${body}`);
}
