import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { HttpError, badRequest } from '../http/http-error';

/** One file part, streamed to disk; the request body refers to it instead of holding its bytes. */
export class ReceivedFile {
  constructor(
    readonly path: string,
    readonly declaredType: string,
    readonly filename: string,
    readonly bytes: number,
    readonly sha256: string,
  ) {}

  /**
   * What JSON.stringify sees, and so what the Idempotency-Key comparison hashes: the content, not
   * where it happens to be kept or what the client named it.
   */
  toJSON(): { sha256: string; bytes: number; type: string } {
    return { sha256: this.sha256, bytes: this.bytes, type: this.declaredType };
  }
}

export interface FormLimits {
  /** Bytes of the whole request (Content-Length, required). */
  requestBytes: number;
  /** The sentence for a request over requestBytes. */
  requestTooLarge: string;
  fileBytes: number;
  files: number;
  /** Text fields and the bytes of each. */
  fields: number;
  fieldBytes: number;
  /** The one field name file parts may use. */
  fileField: string;
  /** The sentence for a file over fileBytes. */
  fileTooLarge: string;
  /** The sentence for more than `files` files. */
  tooManyFiles: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    uploadDir?: string;
  }
}

/**
 * multipart/form-data for the routes of one plugin: every file part is streamed to its own file in
 * a per-request folder with a per-file cap (413 the moment it is passed), and the folder is removed
 * when the answer has gone out, whatever it was, or the client went away.
 */
export async function registerFormUploads(app: FastifyInstance, limits: FormLimits): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: limits.fileBytes,
      files: limits.files,
      fields: limits.fields,
      fieldSize: limits.fieldBytes,
      parts: limits.files + limits.fields,
      headerPairs: 20,
    },
  });
  const removeFolder = async (request: FastifyRequest) => {
    if (request.uploadDir) await fs.promises.rm(request.uploadDir, { recursive: true, force: true });
  };
  app.addHook('onResponse', removeFolder);
  app.addHook('onRequestAbort', removeFolder);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploads are streamed to, one folder per request (AppOptions.uploadDir). */
    uploadDir: string;
  }
}

/** The default upload folder: the system's temporary folder. */
export const DEFAULT_UPLOAD_DIR = path.join(os.tmpdir(), 'gaadicare-uploads');

/** A route's onRequest hook: the upload must declare its length, within the cap, before a byte is read. */
export function declaredLengthWithin(limits: FormLimits) {
  return async (request: FastifyRequest): Promise<void> => {
    const length = request.headers['content-length'];
    if (length === undefined) throw new HttpError(411, 'Send the upload with a Content-Length');
    if (!/^\d+$/.test(length) || Number(length) > limits.requestBytes) throw new HttpError(413, limits.requestTooLarge);
  };
}

const LIMIT_ERRORS = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** Reads the form of a request registered with registerFormUploads into request.body. */
export async function receiveForm(request: FastifyRequest, limits: FormLimits): Promise<void> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the upload as multipart/form-data');
  await fs.promises.mkdir(request.server.uploadDir, { recursive: true });
  request.uploadDir = await fs.promises.mkdtemp(path.join(request.server.uploadDir, 'req-'));
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  try {
    await readParts(request, limits, fields, files);
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (LIMIT_ERRORS.has(code)) throw new HttpError(413, limits.tooManyFiles);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, limits.fileTooLarge);
    throw error;
  }
  request.body = { ...fields, [limits.fileField]: files };
}

async function readParts(request: FastifyRequest, limits: FormLimits, fields: Record<string, string>, files: ReceivedFile[]): Promise<void> {
  const dir = request.uploadDir!;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.fieldname === limits.fileField || Object.hasOwn(fields, part.fieldname)) {
        throw badRequest(`${part.fieldname}: send this field once, as text`);
      }
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== limits.fileField) {
      // Drain it so the form can be read on; the refusal follows.
      part.file.resume();
      throw badRequest(`${part.fieldname}: files go in the '${limits.fileField}' field`);
    }
    const target = path.join(dir, `part-${files.length}`);
    const hash = crypto.createHash('sha256');
    let bytes = 0;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        hash.update(chunk);
        done(null, chunk);
      },
    });
    await pipeline(part.file, count, fs.createWriteStream(target));
    if (part.file.truncated) throw new HttpError(413, limits.fileTooLarge);
    files.push(new ReceivedFile(target, part.mimetype, part.filename, bytes, hash.digest('hex')));
  }
}
