/**
 * XSRF double-submit (api.md "CSRF"): a random XSRF-TOKEN cookie (readable by the app, SameSite=Lax) is set
 * when absent; POST/PUT/PATCH/DELETE must echo it in X-XSRF-TOKEN, else 403/10403. Requests with a `token`
 * header and no cookies at all are machine clients: no ambient credential, nothing to forge, so exempt.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Errors } from '../lib/app-error';
import fp from 'fastify-plugin';
import { randomToken, safeEqual } from '../lib/tokens';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const cookie = request.cookies[XSRF_COOKIE];
      const machineClient = Boolean(request.headers['token']) && request.headers.cookie === undefined;
      // A machine client never echoes a cookie (it is exempt below): minting one per request was ~5% of the CPU of
      // a logged-in read (256 random bits + a Set-Cookie header each time). Browsers get theirs with the page.
      if (!cookie && !machineClient) {
        reply.setCookie(XSRF_COOKIE, randomToken(), {
          path: '/',
          sameSite: 'lax',
          httpOnly: false,
          secure: request.protocol === 'https',
        });
      }
      if (!UNSAFE.has(request.method)) return;
      if (machineClient) return;
      const header = request.headers[XSRF_HEADER];
      const echoed = Array.isArray(header) ? header[0] : header;
      if (!cookie || !echoed || !safeEqual(cookie, echoed)) throw Errors.xsrfFailed();
    });
  },
  { name: 'lawdesk-xsrf', fastify: '5.x' },
);
