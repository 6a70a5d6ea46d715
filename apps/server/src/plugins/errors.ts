import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { kycMessages } from '@app/shared/api/account.ts';
import { AppError } from '../lib/errors.ts';

const GENERIC = 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.';

/** Every error leaves as `{ success: false, message, error }` with a Turkish text. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.statusCode === 429 && typeof err.extra.retry_after === 'number') {
        reply.header('retry-after', String(err.extra.retry_after));
      }
      return reply.code(err.statusCode).send({ success: false, message: err.message, error: err.message, ...err.extra });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const message = first?.message || 'Geçersiz istek';
      return reply.code(400).send({ success: false, message, error: message, field: first?.instancePath?.replace(/^\//, '') });
    }
    if (isUnstorableText(err)) {
      // The request carried text PostgreSQL cannot store (a NUL character): the statement failed and
      // its transaction rolled back, so nothing was written.
      return reply.code(400).send({ success: false, message: UNSTORABLE_TEXT, error: UNSTORABLE_TEXT });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // An upload route may name its own size message (its limit is not the KYC documents').
      const own = (request.routeOptions.config as { fileTooLargeMessage?: string } | undefined)?.fileTooLargeMessage;
      const message = err.code === 'FST_REQ_FILE_TOO_LARGE' && own ? own : clientErrorMessage(err);
      return reply.code(status).send({ success: false, message, error: message });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ success: false, message: GENERIC, error: GENERIC });
  });
}

const UNSTORABLE_TEXT = 'Gönderilen bilgilerde geçersiz bir karakter var';

/** PostgreSQL's refusal of a NUL character in text (22021) or in a JSON string (22P05). */
function isUnstorableText(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return code === '22021' || code === '22P05';
}

function clientErrorMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'İstek gövdesi geçerli bir JSON değil';
    case 'FST_REQ_FILE_TOO_LARGE':
      return kycMessages.tooLarge;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return 'Gönderilen veri çok büyük';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Desteklenmeyen içerik türü';
    default:
      return 'Geçersiz istek';
  }
}
