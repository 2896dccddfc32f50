/**
 * Security headers (decision 172) through @fastify/helmet, with a Content-Security-Policy the built app and its
 * service worker pass: scripts, workers and the manifest only from this origin; styles also inline (Chakra/Emotion
 * insert <style> at run time); images and downloads as data:/blob: (files are decrypted in the browser into blob
 * URLs); connections only to this origin (API, SSE). No upgrade-insecure-requests: firms run LawDesk over plain
 * HTTP on their LAN, where it would break every request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The CSP directives, exported for the test that checks the built app against them. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  // Blob workers: the browser-side encryption worker and pdf.js may be started from blob: URLs.
  workerSrc: ["'self'", 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
} as const;

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES as unknown as Record<string, string[] | null> },
  // Plain-HTTP LAN installs: HSTS would pin a hostname to HTTPS that the firm may not have.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets, computed once. They depend only on the options (no nonces), so building helmet's
 * middleware per request, as @fastify/helmet does, was pure waste (~6% of an authenticated read's CPU, issue 15).
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): { set: [string, string][]; remove: string[] } {
  const set: [string, string][] = [];
  const remove: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void remove.push(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return { set, remove };
}

export default fp(
  async (app: FastifyInstance) => {
    const { set, remove } = securityHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of set) reply.raw.setHeader(name, value);
      for (const name of remove) reply.raw.removeHeader(name);
      done();
    });
  },
  { name: 'lawdesk-security-headers', fastify: '5.x' },
);
