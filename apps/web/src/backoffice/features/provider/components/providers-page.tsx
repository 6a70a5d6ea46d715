import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffProviderCreateRequest,
  type StaffProvider,
  type StaffProviderCreate,
} from '@app/shared/api/provider.ts';
import { getProviders } from '@/backoffice/ui/lookups.ts';
import { createProvider, rotateProviderSecret, type SecretReply, setProviderEnabled } from '@/backoffice/features/provider/api/providers-api.ts';
import { Dialog } from '@/backoffice/ui/dialog.tsx';
import { ConfirmAction } from '@/backoffice/ui/row-mutations.tsx';
import { failure, when } from '@/backoffice/ui/format.ts';
import { providerTexts } from '@/backoffice/features/provider/texts.ts';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';
import { RowActions } from '@/backoffice/ui/parts.tsx';
import { described, Field, FieldError } from '@/backoffice/ui/form-field.tsx';
import { ErrorNote } from '@/backoffice/ui/notice.tsx';

const t = providerTexts.providers;
type Pending = { kind: 'rotate' | 'disable' | 'enable'; provider: StaffProvider } | null;

/** Sağlayıcılar (admin): the providers, a new one, the secret rotated behind a confirmation and shown once, disable and enable. */
export function ProvidersPage() {
  const client = useQueryClient();
  const list = useQuery({ queryKey: backofficeKeys.providers, queryFn: getProviders });
  const [confirm, setConfirm] = useState<Pending>(null);
  const [secret, setSecret] = useState<SecretReply | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: backofficeKeys.providers });
  const action = useMutation({
    mutationFn: async ({ kind, provider }: NonNullable<Pending>) =>
      kind === 'rotate' ? rotateProviderSecret(provider.id) : (await setProviderEnabled(provider.id, kind === 'enable'), null),
    onSuccess: (r) => {
      setConfirm(null);
      if (r) setSecret(r);
      void refresh();
    },
  });
  const form = useForm<StaffProviderCreate>({ resolver: zodResolver(staffProviderCreateRequest), defaultValues: { id: '', name: '' } });
  const create = useMutation({
    mutationFn: createProvider,
    onSuccess: (r) => {
      form.reset();
      setSecret(r);
      void refresh();
    },
  });
  const e = form.formState.errors;

  return (
    <section aria-labelledby="bo-providers-title">
      <h1 id="bo-providers-title">{t.title}</h1>
      <form className="bo-filters" noValidate onSubmit={(ev) => void form.handleSubmit((v) => create.mutate(v))(ev)} aria-label={t.create}>
        <Field
          id="bo-provider-id"
          label={t.id}
          error={<FieldError id="bo-provider-id-error" message={e.id?.message} alert />}
        >
          <input id="bo-provider-id" {...form.register('id')} {...described(e.id, 'bo-provider-id-error')} />
        </Field>
        <Field
          id="bo-provider-name"
          label={t.name}
          error={<FieldError id="bo-provider-name-error" message={e.name?.message} alert />}
        >
          <input id="bo-provider-name" {...form.register('name')} {...described(e.name, 'bo-provider-name-error')} />
        </Field>
        <div className="bo-actions">
          <button type="submit" className="bo-button bo-button--primary" disabled={create.isPending}>
            {t.create}
          </button>
        </div>
      </form>
      {create.isError && (
        <ErrorNote>{failure(create.error)}</ErrorNote>
      )}
      <div className="bo-table-wrap" role="region" aria-labelledby="bo-providers-caption" tabIndex={0}>
        <table className="bo-table">
          <caption id="bo-providers-caption">{t.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.id}</th>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.games}</th>
              <th scope="col">{t.scheme}</th>
              <th scope="col">{t.status}</th>
              <th scope="col">{t.createdAt}</th>
              <th scope="col">{t.actions}</th>
            </tr>
          </thead>
          <tbody>
            {(list.data ?? []).map((p) => (
              <tr key={p.id}>
                <td>{p.id}</td>
                <td>{p.name}</td>
                <td className="bo-num">{p.games}</td>
                <td>{p.signature_scheme}</td>
                <td>{p.is_enabled ? t.enabled : t.disabledState}</td>
                <td>{when(p.created_at)}</td>
                <td>
                  {p.id !== 'house' && (
                    <RowActions
                      className="bo-row-actions"
                      actions={[
                        { label: t.rotate, ariaLabel: `${t.rotate}: ${p.id}`, onClick: () => setConfirm({ kind: 'rotate', provider: p }) },
                        { label: p.is_enabled ? t.disable : t.enable, ariaLabel: `${p.is_enabled ? t.disable : t.enable}: ${p.id}`, onClick: () => setConfirm({ kind: p.is_enabled ? 'disable' : 'enable', provider: p }) },
                      ]}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.data?.length === 0 && <p>{t.none}</p>}
      <ConfirmAction
        target={confirm}
        clear={() => setConfirm(null)}
        mutation={action}
        texts={(c) =>
          c.kind === 'rotate'
            ? { title: t.rotateTitle(c.provider.id), body: t.rotateBody, confirmLabel: t.rotate, danger: true }
            : c.kind === 'disable'
              ? { title: t.disableTitle(c.provider.id), body: t.disableBody, confirmLabel: t.disable, danger: true }
              : { title: t.enable, body: '', confirmLabel: t.enable }
        }
      />
      <SecretDialog reply={secret} onClose={() => setSecret(null)} />
    </section>
  );
}

/** The secret, shown this once, with a copy button. */
function SecretDialog({ reply, onClose }: { reply: SecretReply | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <Dialog
      open={reply !== null}
      title={reply ? t.secretTitle(reply.provider.id) : ''}
      onClose={() => {
        setCopied(false);
        onClose();
      }}
    >
      {reply && (
        <>
          <p>{t.secretBody}</p>
          <div className="bo-field">
            <label htmlFor="bo-provider-secret">{t.secretLabel}</label>
            <input id="bo-provider-secret" readOnly value={reply.secret} onFocus={(e) => e.target.select()} />
          </div>
          <div className="bo-actions">
            <button
              type="button"
              className="bo-button bo-button--primary"
              onClick={() => void navigator.clipboard?.writeText(reply.secret).then(() => setCopied(true))}
            >
              {copied ? t.copied : t.copy}
            </button>
            <button
              type="button"
              className="bo-button"
              onClick={() => {
                setCopied(false);
                onClose();
              }}
            >
              {t.close}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
