import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { KeyResolver } from '../auth/keys.js';
import { MemwrightError, zodIssuesToFields } from '../errors.js';
import type { Services } from '../services.js';
import type { McpSessionOptions } from '../mcp/sessions.js';
import { errorToProblem, problem, sendProblem } from './problem.js';
import { openapiTransform, openapiTransformObject, TAGS } from './openapi.js';
import './principal.js';
import { adminRoutes } from './routes/admin.js';
import { healthRoutes } from './routes/health.js';
import { memoryRoutes } from './routes/memories.js';
import { lifecycleRoutes } from './routes/lifecycle.js';
import { reviewRoutes } from './routes/reviews.js';
import { agentRoutes } from './routes/agents.js';
import { contextRoutes } from './routes/context.js';
import { eventRoutes } from './routes/events.js';
import { mcpRoutes } from './routes/mcp.js';
import { isUserToken, UserTokens } from '../auth/userToken.js';
import { guardEndUser } from './endUser.js';
import { meRoutes } from './routes/me.js';
import { inspectRoutes } from './routes/inspect.js';
import { uiRoutes, type UiOptions } from './routes/ui.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    keys: KeyResolver;
  }
}

export interface HttpOptions {
  /** Extra plugins registered after the core routes (Bull Board, recall routes, …). */
  plugins?: Array<(app: FastifyInstance) => Promise<void> | void>;
  /** Log requests. @defaultValue false */
  logRequests?: boolean;
  /** MCP sessions at `/mcp` (limits). */
  mcp?: McpSessionOptions;
  /** The memory inspector page at `/ui`. */
  ui?: UiOptions;
}

/** Build the HTTP API over shared services. Routes call the same operations as the library. */
export async function buildApp(services: Services, opts: HttpOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Request lines only when asked for; errors are always logged.
    loggerInstance: (opts.logRequests ? services.logger : services.logger.child({}, { level: 'warn' })) as unknown as FastifyBaseLogger,
    bodyLimit: 64 * 1024,
    // Unknown query/params shapes are handled by zod; keep fastify from coercing.
    ajv: { customOptions: { coerceTypes: false } },
    return503OnClosing: true,
    // Route params are validated by zod (ids up to 200 characters, percent-encoded); the router's own limit is only a backstop.
    routerOptions: { maxParamLength: 2048 },
    // Malformed URLs (bad percent-encoding, overlong params) are problems too, not fastify's own JSON.
    frameworkErrors: (err, req, reply) => sendProblem(reply, errorToProblem(err, req)),
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('services', services);
  app.decorate(
    'keys',
    new KeyResolver(services.database.db, {
      adminKey: services.config.auth.adminKey,
      adminTenant: services.config.auth.adminTenant,
      logger: services.logger,
      usageDb: services.database.background,
    }),
  );
  // Keys' last-use times are batched in memory: write them before the database closes.
  app.addHook('onClose', async () => app.keys.close());
  app.decorateRequest('principal', null);
  app.decorate('userTokens', UserTokens.fromConfig(services.config.auth));
  app.decorateRequest('endUser', null);

  // zod validates every boundary; failures become 400 problems naming the field.
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const z = schema as unknown as ZodType;
    const root = httpPart === 'querystring' ? 'query' : (httpPart ?? 'body');
    return (data: unknown) => {
      const r = z.safeParse(data);
      if (r.success) return { value: r.data };
      return { error: MemwrightError.validation(zodIssuesToFields(r.error.issues, root)) };
    };
  });
  // Responses are built from typed DTOs; serialise without re-validating.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.setErrorHandler((err, req, reply) => sendProblem(reply, errorToProblem(err as Error, req)));
  app.setNotFoundHandler((req, reply) => sendProblem(reply, problem(404, 'route_not_found', `no route ${req.method} ${req.url.split('?')[0]}`)));

  // Authentication: Bearer key → principal (tenant always from the key), or an end-user
  // token → req.endUser, which only the /v1/me routes accept (guardEndUser: 403 elsewhere).
  app.addHook('onRequest', async (req) => {
    const h = req.headers.authorization;
    if (h && /^Bearer\s+/i.test(h)) {
      const bearer = h.replace(/^Bearer\s+/i, '').trim();
      if (isUserToken(bearer)) req.endUser = app.userTokens.verify(bearer);
      else req.principal = await app.keys.resolve(bearer);
    }
    guardEndUser(req);
    // Every /v1 route needs a key: refuse strangers before parsing or validating anything.
    if (!req.principal && !req.endUser && req.url.startsWith('/v1/')) throw MemwrightError.unauthorized();
  });
  // The API speaks JSON only: a text/plain body is 415, not a string to validate.
  app.removeContentTypeParser('text/plain');

  await app.register(fastifySwagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema 2020-12, what zod emits (nullable as a type list).
      openapi: '3.1.0',
      info: {
        title: 'memwright',
        description: 'A governed write path for durable AI-agent memory.',
        version: '0.1.0',
        contact: { name: 'memwright', url: 'https://memwright.dev' },
      },
      // Where the document is served from; the variables let a client point it at a deployment.
      servers: [
        {
          url: '{scheme}://{host}',
          description: 'A memwright server (`memwright serve`)',
          variables: { scheme: { default: 'http', enum: ['http', 'https'] }, host: { default: 'localhost:3000' } },
        },
      ],
      tags: TAGS,
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'An API key: `Authorization: Bearer mw_…`' } } },
      security: [{ bearer: [] }],
    },
    // Operation ids, error responses and the health routes come from ./openapi.ts.
    transform: openapiTransform,
    transformObject: openapiTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  await app.register(healthRoutes);
  await app.register(memoryRoutes);
  await app.register(adminRoutes);
  await app.register(lifecycleRoutes);
  await app.register(reviewRoutes);
  await app.register(agentRoutes);
  await app.register(contextRoutes);
  await app.register(eventRoutes);
  await app.register(mcpRoutes(opts.mcp));
  await app.register(meRoutes);
  await app.register(inspectRoutes);
  await app.register(uiRoutes(opts.ui));
  for (const p of opts.plugins ?? []) await app.register(async (inner) => p(inner));
  return app as unknown as FastifyInstance;
}
