/**
 * Serves the built web app from PUBLIC_DIR with SPA fallback (architecture.md §1, style.md "/api/* is never
 * answered with the app shell"):
 * - files are served as they are; hashed /assets/* cached for a year, the shell and service worker revalidated;
 * - a GET/HEAD navigation without a file extension outside /api gets index.html;
 * - /api/* that matches no route gets a JSON 404 envelope, never HTML;
 * - without a build (no index.html) navigations get a short Chinese 503 page naming `npm run build`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code, Messages } from '@common/codes';
import fp from 'fastify-plugin';
import { ServerMessages } from '../lib/server-messages';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>律台</title></head>
<body style="font-family:sans-serif;padding:3rem;color:#333">
<h1>律台暂不可用</h1>
<p>${ServerMessages.notBuilt}（<code>npm run build</code>），然后刷新本页。</p>
</body></html>
`;

/** Files whose name stays the same across builds: the browser must revalidate them. */
const REVALIDATE = new Set(['index.html', 'sw.js', 'build.json', 'manifest.webmanifest', 'registerSW.js']);

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export default fp<{ publicDir: string }>(
  async (app: FastifyInstance, { publicDir }) => {
    const indexFile = path.join(publicDir, 'index.html');
    await app.register(fastifyStatic, {
      root: publicDir,
      wildcard: true,
      index: ['index.html'],
      dotfiles: 'ignore',
      cacheControl: false,
      suppressWarning: true,
      setHeaders(res, filePath) {
        const name = path.basename(filePath);
        if (REVALIDATE.has(name)) res.header('cache-control', 'no-cache');
        else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else res.header('cache-control', 'public, max-age=3600');
      },
    });

    // Synchronous on purpose: returning the reply from an async handler would await it (reply.then).
    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const navigation = (request.method === 'GET' || request.method === 'HEAD') && !isApi(pathname);
      const looksLikeFile = path.posix.basename(pathname).includes('.');
      if (navigation && !looksLikeFile) {
        if (!existsSync(indexFile)) {
          return reply
            .code(503)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .send(NOT_BUILT_PAGE);
        }
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply
        .code(404)
        .type('application/json; charset=utf-8')
        .send({ code: Code.NOT_FOUND, data: null, message: Messages.notFound });
    });
  },
  { name: 'lawdesk-web-app', fastify: '5.x' },
);
