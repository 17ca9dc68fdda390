type FieldValue = string | number | boolean | Blob;

/** The fields of a multipart body: a list repeats its field, a Blob (a File) is sent as a file. */
export type MultipartFields = Record<string, FieldValue | readonly FieldValue[] | undefined>;

function append(form: FormData, name: string, value: FieldValue): void {
  if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
  else form.append(name, String(value));
}

/** openapi-fetch's bodySerializer for a multipart body: the fields as FormData, as a form sends them. */
export function formDataOf(fields: MultipartFields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value as readonly FieldValue[]) append(form, name, item);
    else append(form, name, value as FieldValue);
  }
  return form;
}

/**
 * The options of an `apiClient` call that uploads files, with progress: its body goes as
 * multipart FormData, sent by XMLHttpRequest because fetch reports no upload progress. `onProgress`
 * gets the share of the body sent so far (0 to 1). Headers (the session token) and errors are the
 * client's, as for every call.
 */
export function uploadWithProgress(onProgress: (fraction: number) => void) {
  let form: FormData | undefined;
  return {
    bodySerializer: (fields: MultipartFields) => {
      form = formDataOf(fields);
      return form;
    },
    fetch: (request: Request) =>
      new Promise<Response>((resolve, reject) => {
        const upload = new XMLHttpRequest();
        upload.open(request.method, request.url);
        // The browser writes the multipart content type with its own boundary for the FormData.
        request.headers.forEach((value, name) => {
          if (name !== 'content-type') upload.setRequestHeader(name, value);
        });
        upload.upload.addEventListener('progress', (event) => {
          if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
        });
        upload.addEventListener('load', () => {
          const type = upload.getResponseHeader('content-type') ?? 'application/json';
          const text = upload.status === 204 ? null : upload.responseText;
          resolve(new Response(text, { status: upload.status, headers: { 'content-type': type } }));
        });
        upload.addEventListener('error', () => reject(new TypeError('The upload failed')));
        upload.addEventListener('abort', () => reject(new TypeError('The upload was stopped')));
        upload.send(form ?? null);
      }),
  };
}
