/** A file part of a test form; `type` defaults to what the bytes are (PNG or JPEG). */
export interface FilePart {
  bytes: Buffer;
  type?: string;
  filename?: string;
}

export interface FormPayload {
  payload: Buffer;
  headers: { 'content-type': string };
}

const isPng = (bytes: Buffer) => bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));

/**
 * multipart/form-data bytes as a browser sends them (the platform's FormData and Request do the
 * encoding), for app.inject: text fields first, then each file under `fileField`.
 */
export async function formPayload(fields: Record<string, string>, fileField: string, files: readonly (Buffer | FilePart)[]): Promise<FormPayload> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  files.forEach((file, i) => {
    const part = Buffer.isBuffer(file) ? { bytes: file } : file;
    const type = part.type ?? (isPng(part.bytes) ? 'image/png' : 'image/jpeg');
    const filename = part.filename ?? `photo-${i + 1}.${type === 'image/png' ? 'png' : 'jpg'}`;
    form.append(fileField, new Blob([new Uint8Array(part.bytes)], { type }), filename);
  });
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A photo upload form: `type` and the files under `photos`. */
export const photoForm = (type: string, files: readonly (Buffer | FilePart)[]) => formPayload({ type }, 'photos', files);
