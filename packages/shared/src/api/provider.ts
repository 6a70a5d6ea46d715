import { z } from 'zod';

/** The staff: providers (the back office's calls; the server's modules/provider). */

export const providerMessages = {
  id: 'Sağlayıcı kodu 2-40 karakter olmalı: küçük harf, rakam, _ veya -',
  name: 'Sağlayıcı adı girin (en fazla 120 karakter)',
  exists: 'Bu kodla bir sağlayıcı zaten var',
  notFound: 'Sağlayıcı bulunamadı',
  house: 'Kendi oyun sunucumuzun sağlayıcısı buradan değiştirilemez (anahtarı yapılandırmadan gelir)',
} as const;

export const staffProviderCreateRequest = z.object({
  id: z.string({ error: providerMessages.id }).trim().regex(/^[a-z0-9_-]{2,40}$/, providerMessages.id),
  name: z.string({ error: providerMessages.name }).trim().min(1, providerMessages.name).max(120, providerMessages.name),
});

export type StaffProviderCreate = z.infer<typeof staffProviderCreateRequest>;

export const staffProvider = z.object({
  id: z.string(),
  name: z.string(),
  is_enabled: z.boolean(),
  signature_scheme: z.enum(['v1', 'v2']),
  games: z.number(),
  created_at: z.string(),
});

export type StaffProvider = z.infer<typeof staffProvider>;

export const staffProvidersReply = z.object({ success: z.literal(true), providers: z.array(staffProvider) });

export const staffProviderReply = z.object({ success: z.literal(true), provider: staffProvider });

/** POST providers and providers/:id/rotate-secret: the secret, shown this once (stored sealed). */
export const staffProviderSecretReply = z.object({ success: z.literal(true), provider: staffProvider, secret: z.string() });

export const providerIdParam = z.object({ id: z.string().regex(/^[a-z0-9_-]{2,40}$/, providerMessages.notFound) });
