import { isApiError } from './api-client.ts';

export interface ErrorTextOptions {
  /** A screen's own text for a reply that is not JSON; it wins over both fallbacks. */
  invalidReply?: string;
  /** Calls whose reply names the problem in `error` (registration, CMS pages) read it before `message`. */
  errorFirst?: boolean;
  /** Put before the server's text (or `refused`) on a refusal: 'Bonus seçilemedi: ' + reason. */
  prefix?: string;
  /** The spec gives some refusals a fixed text whatever the server says. */
  ignoreServerText?: boolean;
}

/**
 * The one way an error becomes the text a player sees. A refusal in the site's own error envelope
 * (`{ success: false, message, error }`) shows the server's Turkish text; any other refusal (a
 * proxy's 502 page, a framework's 404 JSON) shows `refused`, never its own words; no reply, an
 * unreadable reply or a bug shows `failed` (the spec's "exception" line).
 */
export function errorText(
  error: unknown,
  refused: string,
  failed: string = refused,
  { invalidReply, errorFirst = false, prefix = '', ignoreServerText = false }: ErrorTextOptions = {},
): string {
  if (!isApiError(error)) return failed;
  if (error.kind === 'unreadable' && invalidReply !== undefined) return invalidReply;
  if (error.kind !== 'refused' && error.status < 400) return failed;
  if (!error.fromSite) return prefix + refused;
  const server = errorFirst
    ? (error.serverError ?? error.serverMessage)
    : (error.serverMessage ?? error.serverError);
  return prefix + ((ignoreServerText ? undefined : server) ?? refused);
}
