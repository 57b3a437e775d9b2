import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3.1 generated from the contract's zod schemas: /api/openapi.json, viewer at /api/docs. */
export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Curio storefront API',
          version: '0.1.0',
          description:
            'Every answer is an envelope {code, msg, data}; code 0 is success (error codes: docs/error-codes.md). ' +
            'The tenant is the request host. Signed calls carry the headers platform, timestamp, nonce and sign ' +
            '(HMAC-SHA256 of the sorted key=value pairs, base64), plus token when signed in.',
        },
        components: {
          securitySchemes: {
            signature: { type: 'apiKey', in: 'header', name: 'sign' },
            token: { type: 'apiKey', in: 'header', name: 'token' },
            /** Operator calls (/api/operator/...): `Authorization: Bearer <OPERATOR_TOKEN>`. */
            operatorKey: { type: 'http', scheme: 'bearer' },
            /** Console calls (/api/console/...): the session cookie, and `x-csrf-token` on writes (decision 036). */
            consoleSession: { type: 'apiKey', in: 'cookie', name: 'curio_console' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
