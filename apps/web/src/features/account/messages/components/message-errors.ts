import { isApiError } from '@/lib/api-client.ts';
import { texts } from '@/lib/texts.ts';
import { isInvalidReply } from '../api/messages-request.ts';

/**
 * The spec's catalogue: a reply that is not JSON is 'API yanıtı geçersiz'; a refusal shows the
 * server's text, else `refused`; a network failure shows `failed`.
 */
export function messageErrorText(error: unknown, refused: string, failed: string = refused): string {
  if (isInvalidReply(error)) return texts.messages.invalidReply;
  if (isApiError(error)) return error.serverMessage ?? error.serverError ?? refused;
  return failed;
}
