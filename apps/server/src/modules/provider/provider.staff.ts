import { providerMessages, type StaffProvider } from '@app/shared/api/provider.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { randomToken } from '../../lib/crypto.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { sealSecret } from '../../lib/seal.ts';
import { audit, type Actor } from '../audit/audit.service.ts';
import { forgetProviders } from './provider.service.ts';
import * as q from './provider.staff.queries.ts';

/** The providers (admin only: providers.manage; docs/decisions/0017): create, rotate the secret, disable, enable; audited. */
function presentProvider(r: q.AdminProviderRow): StaffProvider {
  return {
    id: r.id,
    name: r.name,
    is_enabled: r.is_enabled,
    signature_scheme: r.signature_scheme,
    games: Number(r.games),
    created_at: r.created_at.toISOString(),
  };
}

export async function listProviders(db: Db): Promise<StaffProvider[]> {
  return (await q.listProviders(db)).map(presentProvider);
}

/** A new secret: 32 random bytes, as the provider signs with it (never stored in clear, never logged). */
const newSecret = () => randomToken(32);

/** The in-house provider's secret comes from the configuration at every start (ensureHouseProvider): not editable here. */
function refuseHouse(id: string) {
  if (id === 'house') throw badRequest(providerMessages.house);
}

/** Creates a provider (v2 signatures); answers its secret once: only the sealed form is stored. */
export async function createProvider(db: Db, actor: Actor, sealKey: Buffer, input: { id: string; name: string }) {
  const result = await inTransaction(db, async (tx) => {
    const secret = newSecret();
    if (!(await q.insertProvider(tx, { id: input.id, name: input.name, sealedSecret: sealSecret(sealKey, secret) }))) throw conflict(providerMessages.exists);
    const provider = presentProvider((await q.findProvider(tx, input.id))!);
    await audit(tx, actor, { action: 'provider.create', entityType: 'provider', entityId: input.id, after: provider });
    return { provider, secret };
  });
  forgetProviders(); // a call naming the id before it existed left 'unknown' in the wallet's cache
  return result;
}

/** A new secret; the old one stops working at once (this node's wallet cache is emptied; the others' within 5 s). */
export async function rotateProviderSecret(db: Db, actor: Actor, sealKey: Buffer, id: string) {
  refuseHouse(id);
  const result = await inTransaction(db, async (tx) => {
    const row = await q.findProvider(tx, id, true);
    if (!row) throw notFound(providerMessages.notFound);
    const secret = newSecret();
    await q.setProviderSecret(tx, id, sealSecret(sealKey, secret));
    await audit(tx, actor, { action: 'provider.rotate_secret', entityType: 'provider', entityId: id });
    return { provider: presentProvider(row), secret };
  });
  forgetProviders();
  return result;
}

export async function setProviderEnabled(db: Db, actor: Actor, id: string, enabled: boolean): Promise<StaffProvider> {
  refuseHouse(id);
  const result = await inTransaction(db, async (tx) => {
    const row = await q.findProvider(tx, id, true);
    if (!row) throw notFound(providerMessages.notFound);
    await q.setProviderEnabled(tx, id, enabled);
    await audit(tx, actor, { action: enabled ? 'provider.enable' : 'provider.disable', entityType: 'provider', entityId: id, before: { is_enabled: row.is_enabled }, after: { is_enabled: enabled } });
    return presentProvider({ ...row, is_enabled: enabled });
  });
  forgetProviders();
  return result;
}
