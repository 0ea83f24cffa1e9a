import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { KeyResolver } from '../auth/keys.js';
import { MemwrightError, zodIssuesToFields } from '../errors.js';
import type { Services } from '../ports.js';
import type { McpSessionOptions } from '../mcp/sessions.js';
import { problem } from '../contract/problem.js';
import { errorToProblem, sendProblem } from './problem.js';
import { openapiTransform, openapiTransformObject, serveFromRequestOrigin, TAGS } from './openapi.js';
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
import { UserTokens } from '../auth/userToken.js';
import './endUser.js';
import { accessLog } from './accessLog.js';
import { authentication } from './authenticate.js';
import { AuthThrottle } from './authThrottle.js';
import { denyFraming, frameGuard } from './frameGuard.js';
import { REQUEST_ID_HEADER, requestIdOf, requestIds } from './requestId.js';
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
  /** MCP sessions at `/mcp` (limits). */
  mcp?: McpSessionOptions;
  /** The memory inspector page at `/ui`. */
  ui?: UiOptions;
}

/**
 * Build the HTTP API over shared services. Routes call the same operations as the
 * library. The steps run in this order because Fastify applies hooks to the routes
 * registered after them: the credential check and the frame guard come before any route.
 */
export async function buildApp(services: Services, opts: HttpOptions = {}): Promise<FastifyInstance> {
  const app = createFastify(services);
  decorate(app, services);
  validateWithZod(app);
  answerWithProblems(app);
  guard(app, services);
  await registerDocs(app);
  for (const routes of ROUTES(opts)) await app.register(routes);
  for (const p of opts.plugins ?? []) await app.register(async (inner) => p(inner));
  return app as unknown as FastifyInstance;
}

type App = ReturnType<typeof createFastify>;

function createFastify(services: Services) {
  return Fastify({
    // Errors and warnings only: request lines come from ./accessLog.ts when asked for
    // (fastify's own, at info, would log the raw URL with its query string).
    loggerInstance: services.logger.child({}, { level: 'warn' }) as unknown as FastifyBaseLogger,
    // A caller's x-request-id only when it is a plain token (./requestId.ts).
    genReqId: requestIdOf,
    requestIdHeader: false,
    bodyLimit: 64 * 1024,
    // Unknown query/params shapes are handled by zod; keep fastify from coercing.
    ajv: { customOptions: { coerceTypes: false } },
    return503OnClosing: true,
    // Route params are validated by zod (ids up to 200 characters, percent-encoded); the router's own limit is only a backstop.
    routerOptions: { maxParamLength: 2048 },
    // Malformed URLs (bad percent-encoding, overlong params) are problems too, not fastify's own JSON.
    // They are answered outside the hook chain, so the request id and the frame guard are added here.
    frameworkErrors: (err, req, reply) => sendProblem(denyFraming(reply.header(REQUEST_ID_HEADER, req.id)), { ...errorToProblem(err, req), requestId: req.id }),
  }).withTypeProvider<ZodTypeProvider>();
}

function decorate(app: App, services: Services): void {
  app.decorate('services', services);
  app.decorate('keys', services.keys);
  app.decorateRequest('principal', null);
  app.decorate('userTokens', UserTokens.fromConfig(services.config.auth));
  app.decorateRequest('endUser', null);
}

/** zod validates every boundary; failures become 400 problems naming the field. */
function validateWithZod(app: App): void {
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
}

function answerWithProblems(app: App): void {
  app.setErrorHandler((err, req, reply) => sendProblem(reply, errorToProblem(err as Error, req)));
  app.setNotFoundHandler((req, reply) => sendProblem(reply, problem('route_not_found', `no route ${req.method} ${req.url.split('?')[0]}`)));
}

function guard(app: App, services: Services): void {
  requestIds(app);
  // Every route but the public ones (health, metrics, docs, the inspector's page) needs a
  // credential, checked before anything is parsed or validated: Bearer key → principal
  // (tenant always from the key), or an end-user token → req.endUser, which only the
  // /v1/me routes accept (403 elsewhere). Failed attempts are throttled.
  const { authFailureLimit, authFailureWindowMs } = services.config.http;
  authentication(app, new AuthThrottle({ limit: authFailureLimit, windowMs: authFailureWindowMs }));
  frameGuard(app);
  if (services.config.http.accessLog) accessLog(app, services.logger);
  // The API speaks JSON only: a text/plain body is 415, not a string to validate.
  app.removeContentTypeParser('text/plain');
}

async function registerDocs(app: App): Promise<void> {
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
  // The served document lists the origin it was fetched from first (no deep copy: the
  // transform replaces `servers` only, on a shallow copy).
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', transformSpecification: serveFromRequestOrigin, transformSpecificationClone: false });
}

/** Every route plugin, in registration order. */
const ROUTES = (opts: HttpOptions) => [
  healthRoutes,
  memoryRoutes,
  adminRoutes,
  lifecycleRoutes,
  reviewRoutes,
  agentRoutes,
  contextRoutes,
  eventRoutes,
  mcpRoutes(opts.mcp),
  meRoutes,
  inspectRoutes,
  uiRoutes(opts.ui),
];
