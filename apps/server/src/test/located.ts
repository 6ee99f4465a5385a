/** What the located-search tests share: reproducible data, and distances measured as the search measures them. */

/** A deterministic pseudo-random sequence, so the data (and any failure) is the same on every run. */
export function sequence(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/** earthdistance's sphere, and the haversine the search computes on it. */
const EARTH_KM = 6378.168;
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The place `km` from `from` along the bearing `degrees` (clockwise from north), on the same sphere. */
export function destination(
  from: { lat: number; lng: number },
  km: number,
  degrees: number,
): { lat: number; lng: number } {
  const rad = Math.PI / 180;
  const delta = km / EARTH_KM;
  const [phi, theta] = [from.lat * rad, degrees * rad];
  const lat = Math.asin(Math.sin(phi) * Math.cos(delta) + Math.cos(phi) * Math.sin(delta) * Math.cos(theta));
  const lng =
    from.lng * rad +
    Math.atan2(
      Math.sin(theta) * Math.sin(delta) * Math.cos(phi),
      Math.cos(delta) - Math.sin(phi) * Math.sin(lat),
    );
  return { lat: lat / rad, lng: lng / rad };
}
