import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { BANNER_DEVICES, BANNER_PAGES, BANNER_POSITIONS } from '@app/shared/api/site.ts';
import { BANNER_IMAGE_MAX_BYTES } from '@app/shared/api/content.ts';
import { previewUrl, saveBanner, uploadBannerImage, type StaffBanner, type StaffBannerRequest } from './content-api.ts';
import { Dialog } from './dialog.tsx';
import { failure } from './format.ts';
import { boTexts } from './texts.ts';

const t = boTexts.content.banners;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** An ISO time as a datetime-local value (the browser's time zone), and back. */
const toLocal = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const fromLocal = (v: string) => (v ? new Date(v).toISOString() : null);

type Fields = {
  title: string;
  link: string;
  page: string;
  device: string;
  position: string;
  image_desktop: string;
  image_mobile: string;
  is_active: boolean;
  starts_at: string;
  ends_at: string;
};

const blank: Fields = { title: '', link: '', page: 'home', device: 'desktop', position: 'main', image_desktop: '', image_mobile: '', is_active: true, starts_at: '', ends_at: '' };

function fieldsOf(b: StaffBanner | null): Fields {
  if (!b) return blank;
  return { ...b, starts_at: toLocal(b.starts_at), ends_at: toLocal(b.ends_at) };
}

/** One image slot: a file input (checked here for type and size; the server checks the bytes), and the image's preview. */
function ImageField({ id, label, site, url, onUrl }: { id: string; label: string; site: string; url: string; onUrl: (url: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadBannerImage(site, file),
    onSuccess: (image) => {
      setError(null);
      onUrl(image.url);
    },
    onError: (e) => setError(failure(e)),
  });
  return (
    <div className="bo-field bo-image-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          if (!IMAGE_TYPES.includes(file.type)) return setError(t.wrongType);
          if (file.size > BANNER_IMAGE_MAX_BYTES) return setError(t.tooLarge);
          upload.mutate(file);
        }}
      />
      <p id={`${id}-hint`} className="bo-field__hint">
        {t.imageHint}
      </p>
      {upload.isPending && <p role="status">{t.uploading}</p>}
      {error && (
        <p id={`${id}-error`} className="bo-field__error" role="alert">
          {error}
        </p>
      )}
      <div className="bo-image-preview">{url ? <img src={previewUrl(site, url)} alt={t.preview(label)} /> : <span>{t.noImage}</span>}</div>
    </div>
  );
}

/** The banner's form in a dialog: new (banner null) or an existing one. */
export function BannerForm({ open, site, banner, onClose, onSaved }: { open: boolean; site: string; banner: StaffBanner | null; onClose: () => void; onSaved: (b: StaffBanner) => void }) {
  return (
    <Dialog open={open} title={banner ? t.formEdit(banner.title) : t.formNew} onClose={onClose}>
      {open && <BannerFields key={banner?.id ?? 'new'} site={site} banner={banner} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function BannerFields({ site, banner, onClose, onSaved }: { site: string; banner: StaffBanner | null; onClose: () => void; onSaved: (b: StaffBanner) => void }) {
  const uid = useId();
  const [f, setF] = useState<Fields>(() => fieldsOf(banner));
  const [checked, setChecked] = useState(false);
  const set = <K extends keyof Fields>(k: K, v: Fields[K]) => setF((prev) => ({ ...prev, [k]: v }));
  const save = useMutation({
    mutationFn: (body: StaffBannerRequest) => saveBanner(site, banner?.id ?? null, body),
    onSuccess: (r) => onSaved(r.banner),
  });
  const errors = {
    title: f.title.trim() === '' ? boTexts.content.pages.titleRequired : null,
    images: !f.image_desktop || !f.image_mobile ? t.noImage : null,
    ends_at: f.starts_at && f.ends_at && new Date(f.ends_at) <= new Date(f.starts_at) ? t.endBeforeStart : null,
  };
  const id = (name: string) => `${uid}-${name}`;
  const err = (name: keyof typeof errors) =>
    checked && errors[name] ? (
      <p id={id(`${name}-error`)} className="bo-field__error">
        {errors[name]}
      </p>
    ) : null;
  const described = (name: keyof typeof errors, hint?: string) => ({
    'aria-invalid': checked && errors[name] ? true : undefined,
    'aria-describedby': [checked && errors[name] ? id(`${name}-error`) : '', hint ?? ''].filter(Boolean).join(' ') || undefined,
  });
  const select = (name: 'page' | 'device' | 'position', label: string, values: readonly string[], names: Record<string, string>) => (
    <div className="bo-field">
      <label htmlFor={id(name)}>{label}</label>
      <select id={id(name)} value={f[name]} onChange={(e) => set(name, e.target.value)}>
        {values.map((v) => (
          <option key={v} value={v}>
            {names[v] ?? v}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form
      className="bo-form bo-content-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setChecked(true);
        if (errors.title || errors.images || errors.ends_at) return;
        save.mutate({
          title: f.title.trim(),
          link: f.link.trim(),
          page: f.page as StaffBannerRequest['page'],
          device: f.device as StaffBannerRequest['device'],
          position: f.position as StaffBannerRequest['position'],
          image_desktop: f.image_desktop,
          image_mobile: f.image_mobile,
          is_active: f.is_active,
          starts_at: fromLocal(f.starts_at),
          ends_at: fromLocal(f.ends_at),
        });
      }}
    >
      {save.isError && (
        <p className="bo-notice bo-notice--error" role="alert">
          {failure(save.error)}
        </p>
      )}
      <div className="bo-field">
        <label htmlFor={id('title')}>{t.bannerTitle}</label>
        <input id={id('title')} value={f.title} maxLength={150} onChange={(e) => set('title', e.target.value)} {...described('title')} />
        {err('title')}
      </div>
      <div className="bo-field">
        <label htmlFor={id('link')}>{t.link}</label>
        <input id={id('link')} value={f.link} maxLength={500} aria-describedby={id('link-hint')} onChange={(e) => set('link', e.target.value)} />
        <p id={id('link-hint')} className="bo-field__hint">
          {t.linkHint}
        </p>
      </div>
      <div className="bo-form__row">
        {select('page', t.page, BANNER_PAGES, t.pageNames)}
        {select('device', t.device, BANNER_DEVICES, t.deviceNames)}
        {select('position', t.position, BANNER_POSITIONS, t.positionNames)}
      </div>
      <div className="bo-form__row">
        <ImageField
          id={id('image-desktop')}
          label={t.imageDesktop}
          site={site}
          url={f.image_desktop}
          onUrl={(url) => setF((prev) => ({ ...prev, image_desktop: url, image_mobile: prev.image_mobile || url }))}
        />
        <ImageField id={id('image-mobile')} label={t.imageMobile} site={site} url={f.image_mobile} onUrl={(url) => set('image_mobile', url)} />
      </div>
      {err('images')}
      <div className="bo-form__row">
        <div className="bo-field">
          <label htmlFor={id('starts')}>{t.startsAt}</label>
          <input id={id('starts')} type="datetime-local" value={f.starts_at} aria-describedby={id('schedule-hint')} onChange={(e) => set('starts_at', e.target.value)} />
        </div>
        <div className="bo-field">
          <label htmlFor={id('ends')}>{t.endsAt}</label>
          <input id={id('ends')} type="datetime-local" value={f.ends_at} onChange={(e) => set('ends_at', e.target.value)} {...described('ends_at', id('schedule-hint'))} />
          {err('ends_at')}
        </div>
      </div>
      <p id={id('schedule-hint')} className="bo-field__hint">
        {t.scheduleHint}
      </p>
      <label className="bo-check">
        <input type="checkbox" checked={f.is_active} onChange={(e) => set('is_active', e.target.checked)} />
        {t.active}
      </label>
      <div className="bo-actions">
        <button type="submit" className="bo-button bo-button--primary" disabled={save.isPending}>
          {t.save}
        </button>
        <button type="button" className="bo-button" onClick={onClose}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
