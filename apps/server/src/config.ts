import { z } from 'zod';
import path from 'node:path';

/** Every environment variable the server reads, parsed once at start. README lists them. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  PROVIDER_HOUSE_SECRET: z.string().optional(),
  // 32 bytes, base64 or hex: seals the TOTP secrets of players and staff in the database
  TOTP_ENCRYPTION_KEY: z.string().optional(),
  BACKOFFICE_ADMIN_PASSWORD: z.string().optional(),
  BACKOFFICE_ADMIN_TOTP_SECRET: z.string().optional(),
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
  logLevel: string;
  /** Seed demo content on an empty database: on by default outside production. */
  seedDemo: boolean;
  trustProxy: boolean;
  /** HMAC secret of the in-house game provider `house`. */
  providerHouseSecret: string;
  /** AES-256 key that seals TOTP secrets in the database. */
  totpKey: Buffer;
  webDistDir: string;
  mediaDir: string;
  /** The in-house provider's art (thumbnails, symbols, logo), served under /media/games/. */
  gamesArtDir: string;
}

const serverRoot = path.resolve(import.meta.dirname, '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  // Relative to the repository root, whichever folder npm starts the server from.
  const dataDir = e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.resolve(serverRoot, '../../data');
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL || undefined,
    redisUrl: e.REDIS_URL || undefined,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    trustProxy: e.TRUST_PROXY,
    providerHouseSecret: houseSecret(e.PROVIDER_HOUSE_SECRET, e.NODE_ENV),
    totpKey: totpKey(e.TOTP_ENCRYPTION_KEY, e.NODE_ENV),
    webDistDir: path.resolve(serverRoot, '../web/dist'),
    mediaDir: path.resolve(serverRoot, 'assets/media'),
    gamesArtDir: path.resolve(serverRoot, '../../packages/games/art'),
    ...overrides,
  };
}

const DEV_HOUSE_SECRET = 'house-development-secret-not-for-production';

// Development and tests only; production refuses to start without its own key.
const DEV_TOTP_KEY = Buffer.alloc(32, 'totp-development-key-not-for-prod');

function totpKey(value: string | undefined, env: string): Buffer {
  if (!value) {
    if (env === 'production') throw new Error('Invalid configuration:\nTOTP_ENCRYPTION_KEY: required in production');
    return DEV_TOTP_KEY;
  }
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('Invalid configuration:\nTOTP_ENCRYPTION_KEY: must be 32 bytes, as 64 hex digits or base64');
  return key;
}

function houseSecret(value: string | undefined, env: string): string {
  if (value) return value;
  if (env === 'production') throw new Error('Invalid configuration:\nPROVIDER_HOUSE_SECRET: required in production');
  return DEV_HOUSE_SECRET;
}
