import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cleanFileName } from '@shared/file-names';
import { AppError, badRequest } from './errors';
import { FILE_KINDS, fileExtension, fileTooLargeMessage, megabytes, type FileKind } from '@shared/files';
import { isAcceptedFile, type Upload, type UploadRules } from './files';
import { assertValidText } from './input-guard';

/**
 * Multipart uploads, streamed: each file goes to a temporary file of its request as it arrives (at
 * most one chunk of it in memory), the whole request is bounded by UPLOAD_REQUEST_LIMIT_MB (its
 * Content-Length up front, else its bytes as they come), and the temporary files go when the
 * response is sent or the connection closes.
 */

const MULTIPART = /^\s*multipart\//i;
const tempDirs = new WeakMap<FastifyRequest, string>();
const replies = new WeakMap<FastifyRequest, FastifyReply>();

async function removeTempFiles(req: FastifyRequest): Promise<void> {
  const dir = tempDirs.get(req);
  if (!dir) return;
  tempDirs.delete(req);
  await rm(dir, { recursive: true, force: true });
}

/** The temporary directory of a request, if it still has one (tests look at it). */
export const tempDirOf = (req: FastifyRequest) => tempDirs.get(req);

export const requestTooLarge = (limit: number) =>
  new AppError('payload_too_large', `The upload is too large (${megabytes(limit)} at most per request).`);

export const MALFORMED_MULTIPART_MESSAGE = 'The multipart/form-data body is malformed or incomplete.';

/** The request-wide limit (Content-Length up front) and the clean-up of temporary files. */
export function installUploads(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    if (!MULTIPART.test(req.headers['content-type'] ?? '')) return;
    replies.set(req, reply);
    // Removed when the response is done or the connection ends first (onResponse does not run then).
    reply.raw.once('close', () => void removeTempFiles(req));
    const length = Number(req.headers['content-length']);
    if (length > app.config.uploadRequestLimitBytes) {
      reply.header('Connection', 'close');
      throw requestTooLarge(app.config.uploadRequestLimitBytes);
    }
  });
  app.addHook('onResponse', async (req) => removeTempFiles(req));
}

/** Streams one file part to `file`, counting its bytes and keeping its first bytes (the signature). */
async function saveFile(stream: Readable, file: string): Promise<{ size: number; head: Buffer }> {
  let size = 0;
  let head = Buffer.alloc(0);
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
      done(null, chunk);
    },
  });
  await pipeline(stream, counter, createWriteStream(file));
  return { size, head };
}

/** A file above the size limit: 413 with the message on the file's field (`file` when unnamed). */
const fileTooLarge = (message: string, field: string | undefined) =>
  new AppError('payload_too_large', message, { [field || 'file']: message });

/** The parser's and the limits' errors as 4xx answers; a disk error stays a server error. */
function asHttpError(err: unknown, tooLargeFile: string, field: string | undefined): unknown {
  if (err instanceof AppError) return err;
  const { code, syscall } = err as { code?: string; syscall?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(tooLargeFile, field);
  if (code === 'FST_FILES_LIMIT') return new AppError('payload_too_large', 'Too many files at once.');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('payload_too_large', 'Too many fields at once.');
  }
  if (syscall) return err;
  return badRequest(MALFORMED_MULTIPART_MESSAGE);
}

/** Settles with `work`, or rejects as soon as `stopped` does (a later failure of `work` is ignored). */
function unlessStopped<T>(work: Promise<T>, stopped: Promise<never>): Promise<T> {
  work.catch(() => {});
  return Promise.race([work, stopped]);
}

/**
 * Reads a multipart request: its text fields (a repeated name, or one in `listFields`, becomes a
 * list; a trailing `[]` is dropped from names) and its files, each streamed to a temporary file.
 * Each file must have an allowed extension AND content of that kind (magic bytes) — else 400 with
 * `message`; a file above `maxBytes` is a 413 'The file is too large (10 MB at most).', the message
 * on its field too; a request above the upload limit a 413 as soon as it passes it, a broken body
 * (no boundary, cut short) a 400. An empty, unnamed file input is skipped.
 */
export async function readMultipart(
  req: FastifyRequest,
  rules: UploadRules,
  listFields: readonly string[] = [],
): Promise<{ fields: Record<string, unknown>; uploads: Upload[] }> {
  if (!req.isMultipart()) {
    throw badRequest(rules.notMultipartMessage ?? 'Send the files as multipart/form-data.');
  }
  const limit = req.server.config.uploadRequestLimitBytes;
  const tooLargeFile = fileTooLargeMessage(rules.maxBytes);
  const dir = await mkdtemp(path.join(tmpdir(), 'procura-upload-'));
  tempDirs.set(req, dir);
  const fields: Record<string, unknown> = {};
  const uploads: Upload[] = [];

  let stop: (err: Error) => void = () => {};
  const stopped = new Promise<never>((_resolve, reject) => (stop = reject));
  stopped.catch(() => {});
  let received = 0;
  let current: Readable | undefined;
  /** The field of the file being read (the too-large answer names it). */
  let fileField: string | undefined;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= limit) return;
    req.raw.off('data', count);
    req.raw.unpipe();
    req.raw.pause();
    current?.destroy();
    // The rest of the body is never read: the connection cannot carry another request.
    replies.get(req)?.header('Connection', 'close');
    stop(requestTooLarge(limit));
  };
  const parts = req.parts({ limits: { fileSize: rules.maxBytes } })[Symbol.asyncIterator]();
  try {
    let next = parts.next(); // starts the parser: the body is piped into it from here on
    req.raw.on('data', count);
    for (;;) {
      const { value: part, done } = await unlessStopped(next, stopped);
      if (done) break;
      const name = part.fieldname.replace(/\[\]$/, '');
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        const prev = fields[name];
        if (listFields.includes(name) || prev !== undefined) {
          fields[name] = [...(Array.isArray(prev) ? prev : prev === undefined ? [] : [prev]), value];
        } else {
          fields[name] = value;
        }
      } else {
        // The stored name is the client's, cleaned; the path on disk is ours.
        const file = path.join(dir, `${uploads.length}.part`);
        current = part.file;
        fileField = name;
        const { size, head } = await unlessStopped(saveFile(part.file, file), stopped);
        current = undefined;
        if (part.file.truncated) throw fileTooLarge(tooLargeFile, name);
        const fileName = cleanFileName(part.filename ?? '');
        if (!fileName && !size) {
          await rm(file, { force: true });
        } else {
          if (!fileName || !isAcceptedFile(fileName, head, rules.allowed)) {
            throw badRequest(rules.message, { [name || 'file']: rules.message });
          }
          const extension = fileExtension(fileName) as FileKind;
          const mimeType = FILE_KINDS[extension].mimeType;
          uploads.push({ fieldName: name, fileName, extension, mimeType, size, path: file });
        }
      }
      next = parts.next();
    }
    assertValidText(fields);
  } catch (err) {
    // The connection closed under us (its files are already gone): the body is incomplete.
    const closed = tempDirs.get(req) !== dir;
    await removeTempFiles(req);
    throw closed ? badRequest(MALFORMED_MULTIPART_MESSAGE) : asHttpError(err, tooLargeFile, fileField);
  } finally {
    req.raw.off('data', count);
  }
  return { fields, uploads };
}

/** The files of a multipart request (see readMultipart); no file at all is a 400 `noFileMessage`. */
export async function readUploads(req: FastifyRequest, rules: UploadRules): Promise<Upload[]> {
  const { uploads } = await readMultipart(req, rules);
  if (!uploads.length) {
    const message = rules.noFileMessage ?? 'Choose at least one file to attach.';
    throw badRequest(message, { file: message });
  }
  return uploads;
}
