import { errorText } from '@/lib/error-text.ts';
import { messageTexts } from '../texts.ts';

/**
 * The spec's catalogue: a reply that is not JSON is 'API yanıtı geçersiz'; a refusal shows the
 * server's text, else `refused`; a network failure shows `failed`.
 */
export function messageErrorText(error: unknown, refused: string, failed: string = refused): string {
  return errorText(error, refused, failed, { invalidReply: messageTexts.invalidReply });
}
