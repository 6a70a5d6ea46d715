import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { randomToken } from './crypto.ts';

/**
 * A file part once it is on disk: the route's handler gets this in place of the bytes. `path` is a
 * staging name the multipart plugin deletes when the reply has been sent (or the client went away);
 * a handler that keeps the file links it under its own name. `head` is its first bytes, enough to
 * tell what it really is.
 */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  path: string;
  size: number;
  head: Buffer;
}

const HEAD_BYTES = 16;

export function isUploadedFile(v: unknown): v is UploadedFile {
  const f = v as UploadedFile;
  return typeof v === 'object' && v !== null && typeof f.path === 'string' && typeof f.filename === 'string' && Buffer.isBuffer(f.head);
}

/**
 * Streams a file part to `<uploadsDir>/incoming/` as it arrives, never whole in memory. The part's
 * size limit (the route's multipart limits) is enforced while streaming: the parser stops at the
 * limit, the partial file and the request's other staged files are deleted at once, and the request
 * is refused with 413.
 */
export async function spoolUpload(request: FastifyRequest, part: MultipartFile, uploadsDir: string): Promise<UploadedFile> {
  const dir = path.join(uploadsDir, 'incoming');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, randomToken(16));
  let size = 0;
  let head = Buffer.alloc(0);
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, measure, createWriteStream(file, { mode: 0o600, flags: 'wx' }));
    if (part.file.truncated) throw new request.server.multipartErrors.RequestFileTooLargeError();
  } catch (err) {
    await rm(file, { force: true });
    await request.cleanRequestFiles();
    request.tmpUploads = [];
    throw err;
  }
  (request.tmpUploads ??= []).push(file);
  return { filename: part.filename, mimetype: part.mimetype, path: file, size, head };
}
