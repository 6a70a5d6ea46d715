import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { PENDING_POLL_MS, pendingPollInterval } from './check-pending-bonus.ts';

describe('pending-bonus polling', () => {
  it('asks every 2 s while polling, and not while the choice is open', () => {
    expect(PENDING_POLL_MS).toBe(2000);
    expect(pendingPollInterval(true, null)).toBe(2000);
    expect(pendingPollInterval(false, null)).toBe(false);
  });

  it('stops asking a server that does not offer the call (404), keeps asking after other failures', () => {
    expect(pendingPollInterval(true, new ApiError('refused', 404, { message: 'İstenen kaynak bulunamadı' }))).toBe(false);
    expect(pendingPollInterval(true, new ApiError('refused', 500, null))).toBe(2000);
    expect(pendingPollInterval(true, new ApiError('refused', 401, { message: 'Giriş yapılmamış' }))).toBe(2000);
    expect(pendingPollInterval(true, new TypeError('Failed to fetch'))).toBe(2000);
  });
});
