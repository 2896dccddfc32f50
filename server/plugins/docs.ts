/**
 * OpenAPI document generated from the same zod schemas the routes validate with (common/api), at /api/docs
 * (Swagger UI) and /api/docs/json. Registered before the routes so it sees every one of them.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';

export default fp<{ version: string }>(
  async (app: FastifyInstance, { version }) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: '律台 LawDesk API',
          description: 'Envelope {code, data, message}; see docs api.md.',
          version,
        },
        components: {
          securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'lawdesk-docs', fastify: '5.x' },
);
