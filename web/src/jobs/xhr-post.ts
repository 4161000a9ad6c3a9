import { ApiError, saidOf } from '../ui/api';

export interface UploadProgress {
  loaded: number;
  total: number;
}

function parsed(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function field(body: unknown, name: 'message' | 'code'): string | null {
  if (body && typeof body === 'object' && name in body) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

/**
 * api.post with the upload's progress: fetch cannot report how much of a request body has gone
 * (streaming request bodies need HTTP/2 and are not in every browser), XMLHttpRequest can. Same
 * contract as api.post: JSON in and out with the session cookie; a non-2xx answer throws ApiError
 * with the server's message. Aborting the signal aborts the request.
 */
export function postWithUploadProgress<T>(
  path: string,
  body: unknown,
  options: { onUpload?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('content-type', 'application/json');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onUpload?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      const answer = parsed(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(answer as T);
        return;
      }
      const said = saidOf(answer, xhr.status);
      reject(new ApiError(said.message, xhr.status, field(answer, 'code'), answer, said));
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new DOMException('The request was aborted.', 'AbortError'));
    if (options.signal?.aborted) {
      reject(new DOMException('The request was aborted.', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(JSON.stringify(body));
  });
}
