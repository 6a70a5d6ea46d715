import { KYC_IMAGE_TYPES, type KycSlot } from '@app/shared/api/account.ts';

/** What each file input offers in the picker; the shared kycForm schema is what counts. */
export const KYC_ACCEPT: Record<KycSlot, string> = {
  id_front: KYC_IMAGE_TYPES.join(','),
  id_back: KYC_IMAGE_TYPES.join(','),
  address: [...KYC_IMAGE_TYPES, 'application/pdf'].join(','),
};

/** `1,2 MB` or `350 KB`, for the chosen file's line. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${(bytes / (1024 * 1024)).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('tr-TR')} KB`;
}
