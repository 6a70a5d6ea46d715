/** The providers page's calls (admin only): create, rotate the secret, enable and disable; the list is ui/lookups.ts. */
import type { z } from 'zod';
import type { staffProviderReply, staffProviderSecretReply } from '@app/shared/api/provider.ts';
import { apiPost } from '@/lib/api-client.ts';

export type SecretReply = z.infer<typeof staffProviderSecretReply>;

export function createProvider(input: { id: string; name: string }) {
  return apiPost<SecretReply>('admin/providers', input);
}

export function rotateProviderSecret(id: string) {
  return apiPost<SecretReply>(`admin/providers/${id}/rotate-secret`);
}

export function setProviderEnabled(id: string, enabled: boolean) {
  return apiPost<z.infer<typeof staffProviderReply>>(
    `admin/providers/${id}/${enabled ? 'enable' : 'disable'}`,
  );
}
