import { PHOTO_FIELD, PHOTO_MAX_BYTES, PHOTO_MESSAGES, PHOTO_TYPES } from '@power-gym/contracts';
import { apiErrorText } from './api-error';

/** Reports how much of the file has gone up, 0 to 100. */
export type UploadProgress = (percent: number) => void;

/** Large photos on a slow phone connection take a while. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Why a chosen file would be refused, before sending it; undefined when it may go. The server
 * reads the file itself and has the last word.
 */
export function photoProblem(file: File): string | undefined {
  if (!PHOTO_TYPES.includes(file.type)) return PHOTO_MESSAGES.wrongType;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.tooLarge;
  return undefined;
}

/**
 * Sends one photo as multipart/form-data to `path` (under the API) and answers the server's
 * answer; a failure throws an Error whose message is the server's Spanish text.
 */
export async function uploadPhoto<T>(path: string, file: File, onProgress?: UploadProgress) {
  const { apiClient } = await import('./api-client');
  const body = new FormData();
  body.append(PHOTO_FIELD, file);
  try {
    const response = await apiClient.post<T>(path, body, {
      timeout: UPLOAD_TIMEOUT_MS,
      onUploadProgress: ({ loaded, total }) => {
        if (total) onProgress?.(Math.round((loaded / total) * 100));
      },
    });
    return response.data;
  } catch (error) {
    const data = (error as { response?: { data?: unknown } }).response?.data;
    throw new Error(apiErrorText({ data }, PHOTO_MESSAGES.uploadFailed), { cause: error });
  }
}
