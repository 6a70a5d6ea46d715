import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { kycMessages } from '@app/shared/api/account.ts';
import { AppError, isUnavailable, SERVICE_UNAVAILABLE, UNAVAILABLE_RETRY_SECONDS } from '../lib/errors.ts';

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
    if (isBrokenMultipart(err, request)) {
      // A body sent as multipart that is not (no boundary, cut off, a broken part header): read
      // before the handler, so nothing was written.
      return reply.code(400).send({ success: false, message: BROKEN_FORM, error: BROKEN_FORM });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // An upload route may name its own size message (its limit is not the KYC documents').
      const own = (request.routeOptions.config as { fileTooLargeMessage?: string } | undefined)?.fileTooLargeMessage;
      const message = err.code === 'FST_REQ_FILE_TOO_LARGE' && own ? own : clientErrorMessage(err);
      return reply.code(status).send({ success: false, message, error: message });
    }
    if (isUnavailable(err)) return unavailable(err, request, reply);
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ success: false, message: GENERIC, error: GENERIC });
  });
}

/**
 * The database (or another store) could not be reached: a 503 with Retry-After and the Turkish text,
 * in the API's shape for /api calls and as a small page for a browser asking for one (docs/decisions/0027).
 * Logged as a warning: the outage is the operator's alert (the health check answers 503 too), not
 * a bug of this request.
 */
function unavailable(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.warn({ code: (err as { code?: string }).code, message: err.message }, 'service unavailable');
  reply.code(503).header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
  const page = request.method === 'GET' && !/^\/(api|media)\//.test(request.url) && /text\/html/.test(request.headers.accept ?? '');
  if (page) return reply.type('text/html; charset=utf-8').send(UNAVAILABLE_PAGE);
  return reply.send({ success: false, message: SERVICE_UNAVAILABLE, error: SERVICE_UNAVAILABLE });
}

const UNAVAILABLE_PAGE = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Hizmet geçici olarak kullanılamıyor</title></head><body><h1>Hizmet geçici olarak kullanılamıyor</h1><p>${SERVICE_UNAVAILABLE}</p></body></html>`;

/**
 * Errors Fastify's router raises before any route or hook runs (an undecodable URL, a path
 * parameter over the router's length limit): the API's error shape too, never Fastify's English
 * one. The wallet API's addresses get its own shape (provider.schemas.ts).
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const message = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'Adres çok uzun' : 'Geçersiz adres';
  const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  if (request.url.startsWith('/api/provider/')) {
    void reply.code(status).send({ status: 'ERROR', code: 'BAD_REQUEST', message });
    return;
  }
  void reply.code(status).send({ success: false, message, error: message });
}

const BROKEN_FORM = 'Gönderilen form verisi okunamadı';

/** The multipart parser's (busboy's) refusals of a malformed body: plain errors without a status. */
function isBrokenMultipart(err: FastifyError, request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return err.statusCode === undefined && /^multipart\//i.test(type) && /multipart|part header|boundary|end of form/i.test(err.message);
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
