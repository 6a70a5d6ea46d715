import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { BANNER_DEVICES, BANNER_PAGES, BANNER_POSITIONS } from '@app/shared/api/site.ts';
import { BANNER_IMAGE_MAX_BYTES, staffBannerRequest } from '@app/shared/api/content.ts';
import {
  previewUrl,
  saveBanner,
  uploadBannerImage,
  type StaffBanner,
  type StaffBannerRequest,
} from '@/backoffice/features/content/api/content-api.ts';
import { Dialog } from '@/backoffice/ui/dialog.tsx';
import { failure } from '@/backoffice/ui/format.ts';
import { contentTexts } from '@/backoffice/features/content/texts.ts';
import { ErrorNote } from '@/backoffice/ui/notice.tsx';
import { FormActions } from '@/backoffice/ui/form-actions.tsx';
import { fieldHelpers } from '@/backoffice/ui/form-field.tsx';

const t = contentTexts.content.banners;
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

const blank: Fields = {
  title: '',
  link: '',
  page: 'home',
  device: 'desktop',
  position: 'main',
  image_desktop: '',
  image_mobile: '',
  is_active: true,
  starts_at: '',
  ends_at: '',
};

function fieldsOf(b: StaffBanner | null): Fields {
  if (!b) return blank;
  const { title, link, page, device, position, image_desktop, image_mobile, is_active } = b;
  return {
    title,
    link,
    page,
    device,
    position,
    image_desktop,
    image_mobile,
    is_active,
    starts_at: toLocal(b.starts_at),
    ends_at: toLocal(b.ends_at),
  };
}

/**
 * The form's check: the shared request's (staffBannerRequest: title, link, images, schedule, its Turkish
 * messages) on the form's values with the times as ISO; the two images' refusals as one message under their row.
 */
const bannerForm = z
  .object({
    title: z.string(),
    link: z.string(),
    page: z.string(),
    device: z.string(),
    position: z.string(),
    image_desktop: z.string(),
    image_mobile: z.string(),
    is_active: z.boolean(),
    starts_at: z.string(),
    ends_at: z.string(),
  })
  .transform((f, ctx) => {
    const r = staffBannerRequest.safeParse({
      ...f,
      starts_at: fromLocal(f.starts_at),
      ends_at: fromLocal(f.ends_at),
    });
    if (r.success) return r.data;
    for (const issue of r.error.issues) {
      const key = String(issue.path[0] ?? '');
      const image = key === 'image_desktop' || key === 'image_mobile';
      ctx.addIssue({
        code: 'custom',
        message: image ? t.noImage : issue.message,
        path: [image ? 'images' : key],
      });
    }
    return z.NEVER;
  });

/** One image slot: a file input (checked here for type and size; the server checks the bytes), and the image's preview. */
function ImageField({
  id,
  label,
  site,
  url,
  onUrl,
}: {
  id: string;
  label: string;
  site: string;
  url: string;
  onUrl: (url: string) => void;
}) {
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
      <div className="bo-image-preview">
        {url ? <img src={previewUrl(site, url)} alt={t.preview(label)} /> : <span>{t.noImage}</span>}
      </div>
    </div>
  );
}

/** The banner's form in a dialog: new (banner null) or an existing one. */
export function BannerForm({
  open,
  site,
  banner,
  onClose,
  onSaved,
}: {
  open: boolean;
  site: string;
  banner: StaffBanner | null;
  onClose: () => void;
  onSaved: (b: StaffBanner) => void;
}) {
  return (
    <Dialog open={open} title={banner ? t.formEdit(banner.title) : t.formNew} onClose={onClose}>
      {open && (
        <BannerFields
          key={banner?.id ?? 'new'}
          site={site}
          banner={banner}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}

function BannerFields({
  site,
  banner,
  onClose,
  onSaved,
}: {
  site: string;
  banner: StaffBanner | null;
  onClose: () => void;
  onSaved: (b: StaffBanner) => void;
}) {
  const uid = useId();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    trigger,
    formState: { errors: fieldErrors, isSubmitted },
  } = useForm<Fields, unknown, z.output<typeof staffBannerRequest>>({
    resolver: zodResolver(bannerForm),
    defaultValues: fieldsOf(banner),
  });
  // The images' one message sits under their row, at 'images' (bannerForm), a path that is no field.
  const errors = fieldErrors as Partial<Record<keyof Fields | 'images', { message?: string }>>;
  const [imageDesktop, imageMobile] = useWatch({ control, name: ['image_desktop', 'image_mobile'] });
  const save = useMutation({
    mutationFn: (body: StaffBannerRequest) => saveBanner(site, banner?.id ?? null, body),
    onSuccess: (r) => onSaved(r.banner),
  });
  // After a first try, a new image checks the form again (the images' message goes once both are there).
  const setImage = (name: 'image_desktop' | 'image_mobile', url: string) => {
    setValue(name, url);
    if (isSubmitted) void trigger();
  };
  const id = (name: string) => `${uid}-${name}`;
  const { err, described } = fieldHelpers<keyof Fields | 'images'>(errors, id);
  const select = (
    name: 'page' | 'device' | 'position',
    label: string,
    values: readonly string[],
    names: Record<string, string>,
  ) => (
    <div className="bo-field">
      <label htmlFor={id(name)}>{label}</label>
      <select id={id(name)} {...register(name)}>
        {values.map((v) => (
          <option key={v} value={v}>
            {names[v] ?? v}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form className="bo-form bo-content-form" noValidate onSubmit={handleSubmit((v) => save.mutate(v))}>
      {save.isError && <ErrorNote>{failure(save.error)}</ErrorNote>}
      <div className="bo-field">
        <label htmlFor={id('title')}>{t.bannerTitle}</label>
        <input id={id('title')} maxLength={150} {...register('title')} {...described('title')} />
        {err('title')}
      </div>
      <div className="bo-field">
        <label htmlFor={id('link')}>{t.link}</label>
        <input
          id={id('link')}
          maxLength={500}
          {...register('link')}
          {...described('link', id('link-hint'))}
        />
        <p id={id('link-hint')} className="bo-field__hint">
          {t.linkHint}
        </p>
        {err('link')}
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
          url={imageDesktop}
          onUrl={(url) => {
            if (!getValues('image_mobile')) setValue('image_mobile', url);
            setImage('image_desktop', url);
          }}
        />
        <ImageField
          id={id('image-mobile')}
          label={t.imageMobile}
          site={site}
          url={imageMobile}
          onUrl={(url) => setImage('image_mobile', url)}
        />
      </div>
      {err('images')}
      <div className="bo-form__row">
        <div className="bo-field">
          <label htmlFor={id('starts')}>{t.startsAt}</label>
          <input
            id={id('starts')}
            type="datetime-local"
            aria-describedby={id('schedule-hint')}
            {...register('starts_at', { deps: ['ends_at'] })}
          />
        </div>
        <div className="bo-field">
          <label htmlFor={id('ends')}>{t.endsAt}</label>
          <input
            id={id('ends')}
            type="datetime-local"
            {...register('ends_at')}
            {...described('ends_at', id('schedule-hint'))}
          />
          {err('ends_at')}
        </div>
      </div>
      <p id={id('schedule-hint')} className="bo-field__hint">
        {t.scheduleHint}
      </p>
      <label className="bo-check">
        <input type="checkbox" {...register('is_active')} />
        {t.active}
      </label>
      <FormActions submitLabel={t.save} pending={save.isPending} onCancel={onClose} cancelLabel={t.cancel} />
    </form>
  );
}
