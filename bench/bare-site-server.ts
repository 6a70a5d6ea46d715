/**
 * The baseline server of bench:load: a bare Fastify route answering get-balance.php's reply (same
 * size and shape) with no plugin, hook, cookie or database. What it serves on this machine is the
 * ceiling Node and Fastify alone put on one node's polled calls.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/get-balance.php', async () => ({ success: true, balance: 1_000_000, bonus_balance: 0, withdraw_hold: 0, currency: 'TRY' }));
app.get('/healthz', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
