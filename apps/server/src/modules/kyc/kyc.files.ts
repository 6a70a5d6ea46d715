import { KYC_MAX_BYTES, kycMessages } from '@app/shared/api/account.ts';
import { badRequest } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/uploads.ts';

export type DocKind = 'image' | 'pdf';
const IMAGE_EXTENSIONS: Record<string, string> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp' };

/** What the bytes really are, from their magic numbers (the first 12 are enough); null when none of the accepted types. */
export function sniff(data: Buffer): 'jpeg' | 'png' | 'webp' | 'pdf' | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 12 && data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (data.length >= 5 && data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return null;
}

/**
 * Checks one document: size, extension from the allowlist of its slot, and content that really
 * is what the extension says. Returns the extension the server will store it under.
 */
export function checkDocument(file: UploadedFile, allowPdf: boolean): 'jpg' | 'png' | 'webp' | 'pdf' {
  if (file.size === 0) throw badRequest(kycMessages.allRequired);
  if (file.size > KYC_MAX_BYTES) throw badRequest(kycMessages.tooLarge);
  const ext = (file.filename.split('.').pop() ?? '').toLowerCase();
  const wrongType = allowPdf ? kycMessages.addressTypes : kycMessages.imagesOnly;
  const claimed = ext === 'pdf' && allowPdf ? 'pdf' : IMAGE_EXTENSIONS[ext];
  if (!claimed) throw badRequest(wrongType);
  const actual = sniff(file.head);
  if (actual !== claimed) throw badRequest(kycMessages.contentMismatch);
  return actual === 'jpeg' ? 'jpg' : actual;
}
