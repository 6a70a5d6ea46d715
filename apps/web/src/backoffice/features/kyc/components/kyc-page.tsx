import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { kycFileUrl } from '@/backoffice/ui/api.ts';
import { getPendingKyc, type KycItem, rejectKyc, verifyKyc } from '@/backoffice/features/kyc/api/kyc-api.ts';
import { failure, when } from '@/backoffice/ui/format.ts';
import { useNotice } from '@/backoffice/ui/notice.tsx';
import { QueueState, ReasonForm } from '@/backoffice/ui/parts.tsx';
import { KycZoom } from './kyc-zoom.tsx';
import { boTexts } from '@/backoffice/ui/texts.ts';
import { kycTexts } from '@/backoffice/features/kyc/texts.ts';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';

const t = kycTexts.kyc;
const c = boTexts.common;
const DOCS = ['id_front', 'id_back', 'address'] as const;

/** The documents a submission holds, from its `files` ({doc: {original_name, size, type}}). */
function documents(item: KycItem): { doc: string; pdf: boolean }[] {
  const files =
    item.files && typeof item.files === 'object'
      ? (item.files as Record<string, { type?: unknown } | undefined>)
      : {};
  return DOCS.filter((doc) => files[doc]).map((doc) => ({
    doc,
    pdf: String(files[doc]?.type ?? '').toLowerCase() === 'pdf',
  }));
}

/** KYC submissions under review, each document shown through the server; verify, or reject with a reason the player reads. */
export function KycPage() {
  const client = useQueryClient();
  const notify = useNotice();
  const query = useQuery({ queryKey: backofficeKeys.kyc, queryFn: getPendingKyc });
  const [rejecting, setRejecting] = useState<KycItem | null>(null);
  const [zoomed, setZoomed] = useState<{ src: string; alt: string; label: string } | null>(null);
  const settle = () => {
    void client.invalidateQueries({ queryKey: backofficeKeys.kyc });
    void client.invalidateQueries({ queryKey: backofficeKeys.counts });
  };
  const onError = (e: unknown) => notify({ type: 'error', text: failure(e) });
  const verify = useMutation({
    mutationFn: (k: KycItem) => verifyKyc(k.id),
    onSuccess: (_r, k) => notify({ type: 'success', text: t.verified(k.username) }),
    onError,
    onSettled: settle,
  });
  const reject = useMutation({
    mutationFn: ({ k, reason }: { k: KycItem; reason: string }) => rejectKyc(k.id, reason),
    onSuccess: (_r, { k }) => {
      setRejecting(null);
      notify({ type: 'success', text: t.rejected(k.username) });
    },
    onError,
    onSettled: settle,
  });
  const busy = verify.isPending || reject.isPending;

  return (
    <section aria-labelledby="bo-kyc-title">
      <h1 id="bo-kyc-title">{t.title}</h1>
      {rejecting && (
        <ReasonForm
          title={`${c.reject}: ${rejecting.username}`}
          submitLabel={c.reject}
          pending={reject.isPending}
          onSubmit={(reason) => reject.mutate({ k: rejecting, reason })}
          onCancel={() => setRejecting(null)}
        />
      )}
      {zoomed && <KycZoom {...zoomed} onClose={() => setZoomed(null)} />}
      <QueueState query={query} empty={t.empty}>
        {(rows) => (
          <ul className="bo-kyc-list" aria-label={t.caption}>
            {rows.map((k) => {
              const name = `${k.first_name} ${k.last_name}`.trim();
              return (
                <li key={k.id} className="bo-card bo-kyc">
                  <h2>
                    {k.username} <span className="bo-muted">· {name}</span>
                  </h2>
                  <dl className="bo-pairs">
                    <dt>{t.tc}</dt>
                    <dd>{k.tc}</dd>
                    <dt>{kycTexts.kyc.created}</dt>
                    <dd>{when(k.created_at)}</dd>
                  </dl>
                  <h3 className="bo-sr-only">{t.documents}</h3>
                  <div className="bo-kyc__docs">
                    {documents(k).map(({ doc, pdf }) => {
                      const label = boTexts.kycDocs[doc] ?? doc;
                      const url = kycFileUrl(k.id, doc);
                      return (
                        <figure key={doc} className="bo-kyc__doc">
                          {pdf ? (
                            <a href={url} target="_blank" rel="noreferrer" className="bo-button">
                              {t.openPdf(label)}
                            </a>
                          ) : (
                            <button
                              type="button"
                              className="bo-kyc__thumb"
                              aria-label={t.zoom(label)}
                              onClick={() => setZoomed({ src: url, alt: `${k.username}: ${label}`, label: `${k.username} · ${label}` })}
                            >
                              <img src={url} alt={`${k.username}: ${label}`} loading="lazy" />
                            </button>
                          )}
                          <figcaption>{label}</figcaption>
                        </figure>
                      );
                    })}
                  </div>
                  <div className="bo-actions">
                    <button
                      type="button"
                      className="bo-button bo-button--primary"
                      aria-label={`${t.verify}: ${k.username}`}
                      disabled={busy}
                      onClick={() => verify.mutate(k)}
                    >
                      {t.verify}
                    </button>
                    <button
                      type="button"
                      className="bo-button bo-button--danger"
                      aria-label={`${c.reject}: ${k.username}`}
                      disabled={busy}
                      onClick={() => setRejecting(k)}
                    >
                      {c.reject}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueueState>
    </section>
  );
}
