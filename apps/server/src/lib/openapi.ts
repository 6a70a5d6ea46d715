import type { SwaggerTransformObject } from '@fastify/swagger';
import { operationSummaries } from './openapi-summaries.ts';

/**
 * What the OpenAPI document says beyond the route schemas (@fastify/swagger's transformObject): the
 * ways a call is authenticated and which each call needs, a summary and an operationId for
 * every call, and the servers and licence. `npm run lint:openapi` holds it to Redocly's
 * recommended rules (redocly.yaml).
 */
export const securitySchemes = {
  playerSession: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'Oyuncu oturumu (üretimde `__Host-sid`)' },
  staffSession: { type: 'apiKey', in: 'cookie', name: 'staff_sid', description: 'Personel oturumu (üretimde `__Secure-staff_sid`)' },
  affiliateSession: { type: 'apiKey', in: 'cookie', name: 'aff_sid', description: 'Ortaklık (affiliate) oturumu (üretimde `__Secure-aff_sid`)' },
  providerId: { type: 'apiKey', in: 'header', name: 'X-Provider-Id', description: 'Oyun sağlayıcısının kimliği' },
  providerTimestamp: { type: 'apiKey', in: 'header', name: 'X-Timestamp', description: 'İmzanın zamanı (unix saniye, v2)' },
  providerSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Signature',
    description: 'HMAC-SHA256: zaman, yöntem, yol ve ham gövde (v2) ya da yalnız gövde (v1); docs/decisions/0011',
  },
} as const;

/** The player calls open to visitors too (a session, when there is one, only adds to the reply). */
const PUBLIC_PLAYER_CALLS = new Set([
  'GET /api/site_info.php', 'GET /api/site_css.php', 'GET /api/banners.php', 'GET /api/promotions.php',
  'GET /api/homepage.php', 'GET /api/cms-pages.php', 'POST /api/login.php', 'POST /api/register.php',
  'GET /api/user_session.php', 'POST /api/logout.php', 'GET /api/game-detail.php', 'POST /api/games/list.php',
  'POST /api/games/launch.php', 'GET /api/livecasino.php', 'POST /api/fair/verify', 'POST /api/request-call.php',
  'GET /api/request-call.php', 'POST /api/affiliate-apply.php', 'GET /api/crash/state', 'GET /api/crash/rounds/{id}',
  'GET /api/crash/fairness',
]);
/** The affiliate calls made without an affiliate session: signing in and out. */
const AFFILIATE_LOGIN_CALLS = new Set(['POST /api/affiliate/login', 'POST /api/affiliate/logout']);
/** The staff calls made without a staff session: logging in (and out: ending no session is no error). */
const STAFF_LOGIN_CALLS = new Set(['POST /api/admin/login', 'POST /api/admin/login/enrol', 'POST /api/admin/logout']);

type SecurityRequirement = Record<string, string[]>;

/** Which authentication a call needs: an empty requirement (`{}`) means it may be called without. */
export function securityOf(method: string, path: string): SecurityRequirement[] {
  const key = `${method.toUpperCase()} ${path}`;
  if (path.startsWith('/api/provider/')) return [{ providerId: [], providerTimestamp: [], providerSignature: [] }, { providerId: [], providerSignature: [] }];
  // The in-house games' calls carry their game session's token (query or body), not a cookie.
  if (path.startsWith('/api/house/')) return [{}];
  if (STAFF_LOGIN_CALLS.has(key)) return [{}];
  if (path.startsWith('/api/admin/')) return [{ staffSession: [] }];
  if (AFFILIATE_LOGIN_CALLS.has(key)) return [{}];
  if (path.startsWith('/api/affiliate/')) return [{ affiliateSession: [] }];
  if (PUBLIC_PLAYER_CALLS.has(key)) return [{}, { playerSession: [] }];
  return [{ playerSession: [] }];
}

/**
 * `POST /api/admin/deposits/{id}/approve` -> `postApiAdminDepositsIdApprove`; underscores stay
 * (`transaction_history.php` and `transaction-history.php` are two calls).
 */
export function operationId(method: string, path: string): string {
  const words = `${method} ${path}`.split(/[^A-Za-z0-9_]+/).filter(Boolean);
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1))).join('');
}

/**
 * OpenAPI 3.0 has no null type: the schema generator marks a nullable union with `nullable` beside
 * `anyOf`, which 3.0 reads only beside a `type`. Each branch carries it instead.
 */
function nullableUnions(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nullableUnions);
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(schema.anyOf)) {
    delete schema.nullable;
    for (const branch of schema.anyOf as Record<string, unknown>[]) branch.nullable = true;
  }
  Object.values(schema).forEach(nullableUnions);
}

interface Document {
  info: Record<string, unknown>;
  paths?: Record<string, Record<string, Record<string, unknown>>>;
  components?: Record<string, unknown>;
  [key: string]: unknown;
}

export const finishOpenApiDocument: SwaggerTransformObject = (document) => {
  const doc = ('openapiObject' in document ? document.openapiObject : document.swaggerObject) as unknown as Document;
  doc.info.license = { name: 'Tescilli (kuruma özel)', url: 'https://ornek.example/lisans' };
  doc.servers = [{ url: '/', description: 'Sitenin kendi adresi' }];
  doc.components = { ...doc.components, securitySchemes };
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      op.summary ??= operationSummaries[`${method.toUpperCase()} ${path}`];
      op.operationId ??= operationId(method, path);
      op.security ??= securityOf(method, path);
    }
  }
  nullableUnions(doc.paths);
  return doc as unknown as ReturnType<SwaggerTransformObject>;
};
