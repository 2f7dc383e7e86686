import { PHOTO_FORM_FIELDS, type PhotoProofFields, type PhotoType } from '../../shared/schemas/booking';
import { messageOf, parseRetryAfter, readBody } from '../../shared/sync/http-answer';
import { ApiError, NetworkError, send } from './api-get';
import { readWriteAnswer, writeHeaders, type WriteAnswer } from './write-answer';

export type { WriteAnswer };

export { ApiError, NetworkError, apiGet, type GetAnswer } from './api-get';

/** A file the API answers (a GET): its bytes and the name it says to save it as; a refusal is an ApiError. */
export async function apiDownload(url: string): Promise<{ blob: Blob; fileName: string | null }> {
  const res = await send(url, { method: 'GET', headers: { Accept: '*/*' } });
  if (!res.ok) {
    const body = await readBody(res);
    throw new ApiError(res.status, messageOf(res, body), body, parseRetryAfter(res.headers.get('Retry-After')));
  }
  const fileName = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? null;
  return { blob: await res.blob(), fileName };
}

/**
 * A write sent as multipart/form-data. It is kept (in the outbox, across reloads) as plain data,
 * files as data URLs, and turned into a form only when sent; a resend builds the same form again.
 */
export interface FormBody {
  form: { fields: Record<string, string>; files: { field: string; name: string; dataUrl: string }[] };
}

export function isFormBody(body: unknown): body is FormBody {
  return typeof body === 'object' && body !== null && 'form' in body && typeof (body as FormBody).form?.fields === 'object';
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** A form of text fields and photos (data URLs) under `fileField`, as the device keeps it. */
export function formUploadBody(fields: Record<string, string>, fileField: string, dataUrls: readonly string[]): FormBody {
  return {
    form: {
      fields,
      files: dataUrls.map((dataUrl, i) => {
        const mime = /^data:([^;,]+)/.exec(dataUrl)?.[1] ?? 'application/octet-stream';
        return { field: fileField, name: `photo-${i + 1}.${EXTENSIONS[mime] ?? 'bin'}`, dataUrl };
      }),
    },
  };
}

/** Photo uploads (docs/decisions/008-photo-uploads.md): a type and the photos, as the device keeps them. */
export function photoUploadBody(type: PhotoType, dataUrls: readonly string[], proof: PhotoProofFields = {}): FormBody {
  const proofFields = Object.fromEntries(Object.entries(proof).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return formUploadBody({ [PHOTO_FORM_FIELDS.type]: type, ...proofFields }, PHOTO_FORM_FIELDS.photos, dataUrls);
}

/** A data URL's bytes as a Blob of its declared type (base64 or percent-encoded). */
export function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([^;,]*)((?:;[^;,]*)*),(.*)$/s.exec(dataUrl);
  if (!match) throw new TypeError('Not a data URL');
  const type = match[1] || 'text/plain';
  if (!/;base64/i.test(match[2])) return new Blob([decodeURIComponent(match[3])], { type });
  const binary = atob(match[3]);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

export function toFormData(body: FormBody): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body.form.fields)) form.append(name, value);
  for (const file of body.form.files) form.append(file.field, dataUrlToBlob(file.dataUrl), file.name);
  return form;
}

/** Bytes of a request body sent so far, of all of it. */
export type UploadProgress = (sent: number, total: number) => void;

/**
 * A request whose body's sending is reported as it goes: XMLHttpRequest, the one browser API with
 * upload progress events everywhere (fetch streams bodies only in some browsers, and only over
 * HTTP/2). The answer becomes a Response, so it is read like any other.
 */
function sendWithProgress(url: string, init: { method: string; headers: Record<string, string>; body: FormData }, onProgress: UploadProgress): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    xhr.withCredentials = true;
    xhr.responseType = 'blob';
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const empty = xhr.status === 204 || xhr.status === 304;
      resolve(new Response(empty ? null : (xhr.response as Blob), { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    // No HTTP answer at all: offline, refused, reset.
    xhr.onerror = () => reject(new NetworkError(new Error('XMLHttpRequest failed')));
    xhr.onabort = () => reject(new NetworkError(new Error('XMLHttpRequest aborted')));
    xhr.send(init.body);
  });
}

export interface WriteRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  idempotencyKey?: string;
  /** The persona the change was made as; the server answers 401 if another one sends it. */
  actingAs?: string | null;
  /** For a form body: told how many of its bytes have been sent, as they go. */
  onUploadProgress?: UploadProgress;
}

/** Sends a write; network failures throw NetworkError, every HTTP answer is returned. */
export async function apiWrite(req: WriteRequest): Promise<WriteAnswer> {
  const form = isFormBody(req.body);
  const headers = writeHeaders(req, form);
  const res =
    form && req.onUploadProgress && typeof XMLHttpRequest !== 'undefined'
      ? await sendWithProgress(req.url, { method: req.method, headers, body: toFormData(req.body as FormBody) }, req.onUploadProgress)
      : await send(req.url, {
          method: req.method,
          headers,
          body: req.body === undefined ? undefined : form ? toFormData(req.body as FormBody) : JSON.stringify(req.body),
        });
  return readWriteAnswer(res);
}
