import type { FastifyInstance } from 'fastify';
import { signedHeaders } from '../provider/provider.service.ts';

/**
 * How the in-house game server moves money: only through the provider wallet API, signed like any
 * third-party provider's calls. In-process it goes through the same HTTP routes with app.inject.
 */
export type WalletReply =
  | { status: 'OK'; balance: number; transaction_id: string; free_rounds?: { remaining: number; stake: number } }
  | { status: 'ERROR'; code: string; message: string; balance?: number };

export interface WalletClient {
  call(path: 'balance' | 'bet' | 'win' | 'rollback', body: Record<string, unknown>): Promise<WalletReply>;
}

export function injectWalletClient(app: FastifyInstance, providerId: string, secret: string): WalletClient {
  return {
    async call(path, body) {
      const raw = JSON.stringify(body);
      const url = `/api/provider/v1/${path}`;
      const res = await app.inject({ method: 'POST', url, headers: signedHeaders({ id: providerId, secret }, url, raw), payload: raw });
      if (res.statusCode >= 500) throw new Error(`wallet ${path} failed with ${res.statusCode}`);
      return res.json() as WalletReply;
    },
  };
}
