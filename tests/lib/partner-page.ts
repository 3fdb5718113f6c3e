// A partner's page framing a fund page, as docs/embedding.md has it, on an origin of its own
// (`localhost`, another site than the fund site's 127.0.0.1: the framed site's storage is
// third-party there). It keeps the heights the framed page posts in `window.heights`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PartnerPage {
  url: string;
  close(): Promise<void>;
}

/** Starts the partner's page framing `site` + `path`; resolves once it listens. */
export async function startPartnerPage(site: string, path = '/en/details?code=2800'): Promise<PartnerPage> {
  const partner = http.createServer((req, res) => {
    if (req.url !== '/') return void res.writeHead(req.url === '/favicon.ico' ? 204 : 404).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><title>Partner</title></head><body>
<iframe data-fund-embed title="Fund" src="${site}${path}" style="width:1000px"></iframe>
<script>window.heights = []; addEventListener('message', (event) => { if (event.data && event.data.source === 'fund-site') window.heights.push(event.data.height); });</script>
<script src="${site}/embed.js" async></script></body></html>`);
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(partner.address() as AddressInfo).port}/`,
    close: async () => {
      // Sockets a browser opened ahead and never used would hold the close for a minute.
      partner.closeAllConnections();
      await new Promise<void>((resolve) => partner.close(() => resolve()));
    },
  };
}
