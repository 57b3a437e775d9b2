import { openApiComponents } from '@curio/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';

const COMPONENTS = '#/components/schemas/';
const REFUSAL = { $ref: `${COMPONENTS}Refusal` };

type Json = Record<string, unknown>;
interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

/** Every `#/components/schemas/<id>` a part of the document refers to. */
function refsIn(value: unknown, found: Set<string>): void {
  const text = JSON.stringify(value) ?? '';
  for (const m of text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) found.add(m[1]!);
}

/**
 * The truth about every answer (decision 059). A call answers its success envelope (code 0) or a refusal
 * (decision 004: HTTP 200, a catalogue code); both are published as the 200 answer, one of the two. Other
 * statuses (404 for a missing file, 500) carry a refusal too. An operation without a success schema
 * answers a file (the download): the file in its own type, or a refusal as JSON. The named schemas the
 * calls do not use (the `Input` side of a component no request takes) are left out.
 */
function publishRefusals(doc: Document): Document {
  for (const methods of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(methods)) {
      const success = op.responses?.['200']?.content?.['application/json']?.schema;
      const answer = success
        ? {
            description:
              'The envelope: code 0 with the data, or a refusal (a catalogue code, its text in the request language; HTTP 200, decision 004)',
            content: { 'application/json': { schema: { oneOf: [success, REFUSAL] } } },
          }
        : {
            description: 'The file itself, in its own content type; or a refusal of the request as JSON (HTTP 200)',
            content: { '*/*': {}, 'application/json': { schema: REFUSAL } },
          };
      op.responses = {
        '200': answer,
        default: {
          description: 'Any other status (404: nothing there; 500: the server failed) answers a refusal',
          content: { 'application/json': { schema: REFUSAL } },
        },
      } as Operation['responses'];
    }
  }
  const schemas = doc.components?.schemas ?? {};
  const used = new Set<string>();
  refsIn(doc.paths, used);
  for (let size = -1; size !== used.size;) {
    size = used.size;
    for (const id of [...used]) refsIn(schemas[id], used);
  }
  for (const [id, schema] of Object.entries(schemas)) {
    if (!used.has(id)) {
      delete schemas[id];
      continue;
    }
    // A component is named by its place in the document: zod's `$id` ("#/components/...", a fragment an
    // `$id` may not be) and `$schema` (the document's dialect already says it) would only mislead a validator.
    delete (schema as Json).$id;
    delete (schema as Json).$schema;
  }
  return doc;
}

/** OpenAPI 3.1 generated from the contract's zod schemas: /api/openapi.json, viewer at /api/docs. */
export default fp(
  async function openapi(app: FastifyInstance) {
    const toComponents = createJsonSchemaTransformObject({ schemaRegistry: openApiComponents });
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Curio storefront API',
          version: '0.1.0',
          description:
            'Every answer is an envelope {code, msg, data}: code 0 is success, any other code a refusal from the ' +
            'catalogue (docs/error-codes.md; #/components/schemas/Refusal), HTTP 200 unless said otherwise. ' +
            'The tenant is the request host. Signed calls carry the headers platform, timestamp, nonce and sign ' +
            '(HMAC-SHA256 of the sorted key=value pairs, base64), plus token when signed in. No text input may ' +
            'hold a NUL character (4000037).',
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
      transform: createJsonSchemaTransform({ schemaRegistry: openApiComponents }),
      transformObject: (input) => publishRefusals(toComponents(input) as Document) as Json,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
