import { KYC_MAX_BYTES, kycMessages } from '@app/shared/api/account.ts';

export interface Problem<F extends string> {
  message: string;
  fields: F[];
}

export const KYC_SLOTS = ['id_front', 'id_back', 'address'] as const;
export type KycSlot = (typeof KYC_SLOTS)[number];

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'];

/** What each file input offers in the picker; the check below is what counts. */
export const KYC_ACCEPT: Record<KycSlot, string> = {
  id_front: IMAGE_TYPES.join(','),
  id_back: IMAGE_TYPES.join(','),
  address: [...IMAGE_TYPES, 'application/pdf'].join(','),
};

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function isImage(file: File): boolean {
  return file.type ? IMAGE_TYPES.includes(file.type) : IMAGE_EXTENSIONS.includes(extension(file.name));
}

function isPdf(file: File): boolean {
  return file.type ? file.type === 'application/pdf' : extension(file.name) === 'pdf';
}

/** One chosen file: at most 5 MB; the ID sides images only, the address document an image or a PDF. */
export function checkKycFile(slot: KycSlot, file: File): string | null {
  if (file.size > KYC_MAX_BYTES) return kycMessages.tooLarge;
  if (slot === 'address') return isImage(file) || isPdf(file) ? null : kycMessages.addressTypes;
  return isImage(file) ? null : kycMessages.imagesOnly;
}

/** The whole form: every slot filled ('Lütfen tüm belgeleri yükleyin!'), then each file's own check. */
export function validateKycFiles(files: Partial<Record<KycSlot, File>>): Problem<KycSlot> | null {
  const missing = KYC_SLOTS.filter((s) => !files[s]);
  if (missing.length) return { message: kycMessages.allRequired, fields: missing };
  for (const slot of KYC_SLOTS) {
    const message = checkKycFile(slot, files[slot]!);
    if (message) return { message, fields: [slot] };
  }
  return null;
}

/** `1,2 MB` or `350 KB`, for the chosen file's line. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${(bytes / (1024 * 1024)).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('tr-TR')} KB`;
}
