/**
 * The street-map tiles every Leaflet map uses: OpenStreetMap by default, or the template in the Vite env
 * `VITE_TILE_URL` (read at build time; the server's CSP must allow its host in img-src). Plain strings only,
 * so importing this never pulls Leaflet into a bundle.
 */

export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

function fromEnv(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export const TILE_URL: string = fromEnv(import.meta.env.VITE_TILE_URL) ?? DEFAULT_TILE_URL;
export const TILE_ATTRIBUTION: string =
  fromEnv(import.meta.env.VITE_TILE_ATTRIBUTION) ?? DEFAULT_TILE_ATTRIBUTION;
