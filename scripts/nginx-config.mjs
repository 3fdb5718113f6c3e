#!/usr/bin/env node
// Writes the nginx site configuration for a build, to standard output:
//
//   node scripts/nginx-config.mjs --dist /srv/fund-site/dist --upstream 10.0.0.5:9000 \
//     [--listen 80] [--server-name funds.example.com] [--api-rate 50] [--api-burst 200] \
//     > /etc/nginx/sites-available/fund-site
//
// From deploy/nginx/fund-site.conf.template, the build's screens.json (routes, the fund parameter)
// and config.json (Content-Security-Policy, frame-ancestors from embed.parentOrigins). Run it again
// after every deploy and every edit of either file, then `nginx -t && nginx -s reload`
// (docs/deployment.md).
import { parseArgs } from 'node:util';
import { nginxSite } from './lib/nginx-site.mjs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    upstream: { type: 'string' },
    listen: { type: 'string', default: '80' },
    'server-name': { type: 'string', default: '_' },
    'api-rate': { type: 'string', default: '50' },
    'api-burst': { type: 'string', default: '200' },
  },
});
try {
  process.stdout.write(
    await nginxSite({
      dist: values.dist,
      upstream: values.upstream,
      listen: values.listen,
      serverName: values['server-name'],
      apiRate: Number(values['api-rate']),
      apiBurst: Number(values['api-burst']),
    }),
  );
} catch (error) {
  console.error(`✖ ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
