// Uploads with progress. fetch cannot report how much of a request body has been sent, so
// uploads go through XMLHttpRequest, whose upload.onprogress does. The answer is read as the SDK
// reads every other one (ApiError with the server's Persian detail), and a 401 gets the session
// rules of spec section 4: the SDK refreshes the token once, then the upload is sent again.

import { ApiError, toApiError } from '#sdk'
import { api } from './api'
import { tokenStore } from './storage'

const NETWORK_DETAIL = 'ارتباط با سرور برقرار نشد'

export interface XhrOptions {
  headers?: Record<string, string>
  /** 0 to 1, as the body is sent */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
}

/** Sends a body with XMLHttpRequest; resolves with the parsed JSON answer, rejects with ApiError. */
export function xhrSend(
  method: string,
  url: string,
  body: XMLHttpRequestBodyInit,
  options: XhrOptions = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, url)
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total)
    }
    xhr.onload = () => {
      let answer: unknown = null
      try {
        answer = xhr.responseText ? JSON.parse(xhr.responseText) : null
      } catch {
        // Not JSON (a proxy's error page): the status alone decides.
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(answer)
      else reject(toApiError(xhr.status, answer))
    }
    xhr.onerror = () => reject(new ApiError(0, NETWORK_DETAIL))
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'))
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(body)
  })
}

export interface UploadedImage {
  /** 'folder/filename': what DELETE /files/{folder}/{filename} takes */
  id: string
  url: string
  /** The file's record id, when the server gives it: what a review's photo_file_ids take */
  fileId?: number
}

interface UploadedFile {
  id?: number
  url: string
  folder: string
  filename: string
}

/**
 * Uploads one image to POST /files/upload (re-encoded to WebP by the server), reporting progress.
 * The ImageUploader's `upload` prop: `upload={(file, onProgress) => uploadImage(file, onProgress)}`.
 */
export async function uploadImage(
  file: File,
  onProgress?: (fraction: number) => void,
  { folder = 'uploads', signal }: { folder?: string; signal?: AbortSignal } = {},
): Promise<UploadedImage> {
  const send = () => {
    const body = new FormData()
    // The folder before the file: a streaming multipart reader sees the fields it has passed.
    body.append('folder', folder)
    body.append('file', file)
    const token = tokenStore.getAccessToken()
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}
    return xhrSend('POST', '/api/v1/files/upload', body, { headers, onProgress, signal })
  }
  let answer: unknown
  try {
    answer = await send()
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error
    const sent = tokenStore.getAccessToken()
    // Any authenticated call through the SDK refreshes the session, or ends it.
    await api.GET('/auth/profile').catch(() => undefined)
    if (!tokenStore.getAccessToken() || tokenStore.getAccessToken() === sent) throw error
    answer = await send()
  }
  const stored = answer as UploadedFile
  const image: UploadedImage = { id: `${stored.folder}/${stored.filename}`, url: stored.url }
  if (typeof stored.id === 'number') image.fileId = stored.id
  return image
}
