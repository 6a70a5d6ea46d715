import { z } from 'zod';
import net from 'node:net';
import path from 'node:path';

/** Every environment variable the server reads, parsed once at start. README lists them. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Loopback by default (Fastify listens on 127.0.0.1 and ::1): the zero-configuration start is
  // reachable from this computer only, so its development secrets stay harmless.
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  // Put before every Redis key of this installation (several installations or environments on one Redis)
  REDIS_KEY_PREFIX: z.string().default(''),
  // A PostgreSQL streaming replica the back office's reports and CSV exports read from (db/client.ts)
  REPORT_DATABASE_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  // How many proxies stand in front (a hop count), or their addresses (IPs or CIDR ranges, comma
  // separated). Never "true": trusting every hop would take the client's own left-most address.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      const value = v.trim();
      if (value === 'false' || value === '' || value === '0') return false;
      if (/^\d+$/.test(value)) return Number(value);
      const parts = value.split(',').map((p) => p.trim());
      if (parts.every(isAddressOrRange)) return parts.join(',');
      ctx.addIssue({ code: 'custom', message: 'a hop count (1) or the proxies\' addresses or ranges (10.0.0.0/8), not "true"' });
      return z.NEVER;
    }),
  PROVIDER_HOUSE_SECRET: z.string().optional(),
  // 32 bytes, base64 or hex: seals the TOTP secrets of players and staff in the database
  TOTP_ENCRYPTION_KEY: z.string().optional(),
  BACKOFFICE_ADMIN_PASSWORD: z.string().optional(),
  BACKOFFICE_ADMIN_TOTP_SECRET: z.string().optional(),
  API_DOCS: z.enum(['true', 'false']).optional(),
  // whether a withdrawal needs a verified KYC on a site that has not decided it (PUT /api/admin/sites/:id)
  WITHDRAWAL_REQUIRES_KYC: z.enum(['true', 'false']).optional(),
  REGISTER_LIMIT_PER_IP: z.coerce.number().int().min(1).optional(),
  REGISTER_LIMIT_GLOBAL: z.coerce.number().int().min(1).optional(),
  // minutes between two reconciliations of the ledger, for the whole cluster (decimals allowed: the
  // two-node test runs it every 3 s, 0.05)
  RECONCILE_EVERY_MINUTES: z.coerce.number().min(0.05).max(7 * 24 * 60).default(60),
  // seconds one reconciliation may take before it is stopped and recorded as a timeout
  RECONCILE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  // the back office's reports and CSV exports: their own connections (PostgreSQL) and how long one
  // statement may run (or wait for a free connection) before staff get a 503
  REPORT_POOL_SIZE: z.coerce.number().int().min(1).max(20).default(4),
  REPORT_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  // Zeplin (modules/crash): the links of a site's hash chain, generated once when its loop first starts
  CRASH_CHAIN_LENGTH: z.coerce.number().int().min(2).max(100_000_000).default(10_000_000),
  // whether this node runs the crash game's loop (one leader per site for the cluster): on by default, off in tests
  CRASH_LOOP: z.enum(['true', 'false']).optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Put before every Redis key (REDIS_KEY_PREFIX; empty: none). */
  redisKeyPrefix: string;
  logLevel: string;
  /** Seed demo content on an empty database: on by default outside production. */
  seedDemo: boolean;
  /** The demo player (a known password, a withdrawable balance): never in production. */
  seedDemoPlayer: boolean;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses and ranges. */
  trustProxy: false | number | string;
  /** HMAC secret of the in-house game provider `house`. */
  providerHouseSecret: string;
  /** AES-256 key that seals TOTP secrets in the database. */
  totpKey: Buffer;
  webDistDir: string;
  mediaDir: string;
  /** The in-house provider's art (thumbnails, symbols, logo), served under /media/games/. */
  gamesArtDir: string;
  /** The OpenAPI page at /api/docs: on outside production, in production only with API_DOCS=true. */
  apiDocs: boolean;
  /**
   * Whether a withdrawal needs a verified KYC on a site whose own setting is unset: on in production,
   * off elsewhere so the demo player can withdraw (WITHDRAWAL_REQUIRES_KYC overrides it).
   */
  withdrawalRequiresKyc: boolean;
  /** Registrations allowed per IP an hour and site-wide a minute. */
  registrationLimits: { perIpPerHour: number; globalPerMinute: number };
  /** The scheduled reconciliation of the ledger: how often (cluster-wide) and how long it may run. */
  reconcile: { everyMs: number; timeoutMs: number };
  /**
   * The reports' and CSV exports' own PostgreSQL pool: its size, each statement's timeout and, with
   * REPORT_DATABASE_URL, the streaming replica it reads from instead of the primary (db/client.ts).
   */
  reportPool: { size: number; statementTimeoutMs: number; url?: string | undefined };
  /**
   * Zeplin (modules/crash, docs/decisions/0030): whether this node takes part in the leader election
   * of the sites' loops, the chain's length, the phases' timings (ms) and the bets' limits (kuruş).
   */
  crash: CrashConfig;
  /** First start only: the staff `admin` from BACKOFFICE_ADMIN_PASSWORD (and its TOTP secret). */
  backofficeAdmin: { password: string; totpSecret: string | undefined } | undefined;
}

export interface CrashConfig {
  loop: boolean;
  chainLength: number;
  /** the betting phase before each take-off */
  bettingMs: number;
  /** the pause after a crash before the next round opens */
  pauseMs: number;
  /** the leader's lease, renewed every leaseMs / 3 */
  leaseMs: number;
  /** the longest wait between two steps of the loop in flight (it wakes at the crash and at each automatic cash-out) */
  tickMs: number;
  /** the push's merge of bets and cash-outs: at most one state per this many ms */
  pushMs: number;
  minBet: number;
  maxBet: number;
  /** the largest win of one bet: the bet cashes out where its win reaches it */
  maxWin: number;
  /**
   * the house's largest loss in one round (the players' winnings beyond their stakes): the round's
   * cap multiplier is fixed at take-off to keep it (packages/games/src/crash/crash.ts roundCap)
   */
  maxRoundLoss: number;
}

/** apps/server, from src/config.ts as from the built dist/main.js (one folder down either way). */
export const serverRoot = path.resolve(import.meta.dirname, '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  refuseUnsafe(e);
  const isProduction = e.NODE_ENV === 'production';
  const seedDemo = e.SEED_DEMO ?? (!isProduction && !exposed(e));
  // Relative to the repository root, whichever folder npm starts the server from.
  const dataDir = e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.resolve(serverRoot, '../../data');
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL || undefined,
    redisUrl: e.REDIS_URL || undefined,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    logLevel: e.LOG_LEVEL,
    seedDemo,
    seedDemoPlayer: seedDemo && !isProduction,
    trustProxy: e.TRUST_PROXY,
    providerHouseSecret: e.PROVIDER_HOUSE_SECRET || DEV_HOUSE_SECRET,
    totpKey: e.TOTP_ENCRYPTION_KEY ? totpKey(e.TOTP_ENCRYPTION_KEY) : DEV_TOTP_KEY,
    webDistDir: path.resolve(serverRoot, '../web/dist'),
    mediaDir: path.resolve(serverRoot, 'assets/media'),
    gamesArtDir: path.resolve(serverRoot, '../../packages/games/art'),
    apiDocs: e.API_DOCS ? e.API_DOCS === 'true' : !isProduction,
    withdrawalRequiresKyc: e.WITHDRAWAL_REQUIRES_KYC ? e.WITHDRAWAL_REQUIRES_KYC === 'true' : isProduction,
    // Tests and the browser tests register many players from one address; production does not.
    registrationLimits: {
      perIpPerHour: e.REGISTER_LIMIT_PER_IP ?? (isProduction ? 10 : 10_000),
      globalPerMinute: e.REGISTER_LIMIT_GLOBAL ?? (isProduction ? 60 : 10_000),
    },
    reconcile: { everyMs: Math.round(e.RECONCILE_EVERY_MINUTES * 60_000), timeoutMs: e.RECONCILE_TIMEOUT_SECONDS * 1000 },
    reportPool: {
      size: e.REPORT_POOL_SIZE,
      statementTimeoutMs: e.REPORT_STATEMENT_TIMEOUT_SECONDS * 1000,
      url: e.REPORT_DATABASE_URL || undefined,
    },
    crash: {
      loop: e.CRASH_LOOP ? e.CRASH_LOOP === 'true' : e.NODE_ENV !== 'test',
      chainLength: e.CRASH_CHAIN_LENGTH,
      bettingMs: 5_000,
      pauseMs: 3_000,
      leaseMs: 3_000,
      tickMs: 250,
      pushMs: 250,
      minBet: 100,
      maxBet: 1_000_000,
      maxWin: 50_000_000,
      maxRoundLoss: 500_000_000,
    },
    backofficeAdmin: e.BACKOFFICE_ADMIN_PASSWORD
      ? { password: e.BACKOFFICE_ADMIN_PASSWORD, totpSecret: e.BACKOFFICE_ADMIN_TOTP_SECRET || undefined }
      : undefined,
    ...overrides,
  };
}

type Env = z.output<typeof envSchema>;

function isAddressOrRange(value: string): boolean {
  const [address = '', bits, extra] = value.split('/');
  const family = net.isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** Reachable from other machines, or holding its data on a database server: not a laptop demo. */
function exposed(e: Env): boolean {
  const loopback = LOOPBACK_HOSTS.has(e.HOST.toLowerCase()) || /^127\./.test(e.HOST);
  return !loopback || Boolean(e.DATABASE_URL);
}

/**
 * Fails closed. In production: the secrets must be set, be no development value and be 32 bytes
 * or more, and the first staff account must come with its TOTP secret. In development, the
 * development secrets are accepted only on loopback with the embedded database.
 */
function refuseUnsafe(e: Env): void {
  const problems: string[] = [];
  if (e.REPORT_DATABASE_URL && !e.DATABASE_URL) {
    problems.push('REPORT_DATABASE_URL: a replica of the PostgreSQL server in DATABASE_URL, which is not set (the embedded database has no replica)');
  }
  const house = e.PROVIDER_HOUSE_SECRET;
  const totp = e.TOTP_ENCRYPTION_KEY;
  if (e.NODE_ENV === 'production') {
    if (!house) problems.push('PROVIDER_HOUSE_SECRET: required in production');
    else if (house === DEV_HOUSE_SECRET) problems.push('PROVIDER_HOUSE_SECRET: the development value is refused in production');
    else if (Buffer.byteLength(house) < 32) problems.push('PROVIDER_HOUSE_SECRET: must be 32 bytes or more');
    if (!totp) problems.push('TOTP_ENCRYPTION_KEY: required in production');
    else if (totpKey(totp).equals(DEV_TOTP_KEY)) problems.push('TOTP_ENCRYPTION_KEY: the development value is refused in production');
    if (e.BACKOFFICE_ADMIN_PASSWORD && !e.BACKOFFICE_ADMIN_TOTP_SECRET) {
      problems.push('BACKOFFICE_ADMIN_TOTP_SECRET: required with BACKOFFICE_ADMIN_PASSWORD in production (staff log in with TOTP)');
    }
  } else if (exposed(e)) {
    const where = e.DATABASE_URL ? 'DATABASE_URL is set' : `HOST=${e.HOST} is not loopback`;
    if (!house || house === DEV_HOUSE_SECRET || Buffer.byteLength(house) < 32) {
      problems.push(`PROVIDER_HOUSE_SECRET: ${where}, so the development secret is refused; set a secret of 32 bytes or more`);
    }
    if (!totp || totpKey(totp).equals(DEV_TOTP_KEY)) {
      problems.push(`TOTP_ENCRYPTION_KEY: ${where}, so the development key is refused; set your own 32-byte key`);
    }
  }
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
}

const DEV_HOUSE_SECRET = 'house-development-secret-not-for-production';

// Development and tests only; production refuses to start without its own key.
const DEV_TOTP_KEY = Buffer.alloc(32, 'totp-development-key-not-for-prod');

function totpKey(value: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('Invalid configuration:\nTOTP_ENCRYPTION_KEY: must be 32 bytes, as 64 hex digits or base64');
  return key;
}
