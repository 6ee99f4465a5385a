import { api } from '../../../lib/api-client';

/**
 * A file served by this app (`/api/files/<id>`) is private to the people of its appointment, so a plain
 * `src` would not carry the session; it is fetched with the bearer token and handed over as a Blob.
 * Links elsewhere are used as they are.
 */
export function isOwnFileUrl(url: string): boolean {
  return url.startsWith('/api/files/');
}

export function getPrivateFile(url: string): Promise<Blob> {
  return api.get<Blob>(url, { responseType: 'blob', toastOnError: false });
}
