// An address too long for the server (Node stops reading at 16 KB of request line and headers):
// instead of an empty 431 that leaves a blank browser tab, a small static page in the three
// languages with the way back. No script, so the Content-Security-Policy is not needed to keep it safe.
// (deploy/nginx answers an address too long for nginx with the same page.)

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

/** Answers a request the HTTP parser gave up on: too long gets the page, anything else a bare 400. */
export function answerClientError(error, socket) {
  if (!socket.writable) return socket.destroy();
  const tooLong = error.code === 'HPE_HEADER_OVERFLOW';
  const body = tooLong ? TOO_LONG_PAGE : 'Bad request';
  const status = tooLong ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const type = tooLong ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8';
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'\r\nX-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}
