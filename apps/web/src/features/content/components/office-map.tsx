import { CONTACT_DETAILS } from '@arogya/contract/constants/content';
import { MSG_PUBLIC } from '@arogya/contract/messages/public';
import { ExternalLink } from 'lucide-react';

/**
 * The embedded office map (spec 01 §1): OpenStreetMap's embed page in a lazy-loaded iframe, so the landing
 * page never downloads a map library. The server's CSP must allow frame-src https://www.openstreetmap.org.
 */

const HALF_WIDTH_DEG = 0.012;
const HALF_HEIGHT_DEG = 0.007;

export function officeMapEmbedUrl(
  lat: number = CONTACT_DETAILS.map.lat,
  lng: number = CONTACT_DETAILS.map.lng,
): string {
  const bbox = [lng - HALF_WIDTH_DEG, lat - HALF_HEIGHT_DEG, lng + HALF_WIDTH_DEG, lat + HALF_HEIGHT_DEG]
    .map((n) => n.toFixed(4))
    .join(',');
  const params = new URLSearchParams({ bbox, layer: 'mapnik', marker: `${lat},${lng}` });
  return `https://www.openstreetmap.org/export/embed.html?${params.toString()}`;
}

export function OfficeMap() {
  const { lat, lng } = CONTACT_DETAILS.map;
  return (
    <div>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-800">
        <iframe
          title={MSG_PUBLIC.officeMapTitle}
          src={officeMapEmbedUrl()}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="block h-64 w-full sm:h-72"
        />
      </div>
      <a
        href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`}
        target="_blank"
        rel="noreferrer"
        className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-teal-800 underline-offset-4 hover:underline dark:text-teal-300"
      >
        {MSG_PUBLIC.openMapLink}
        <ExternalLink aria-hidden="true" className="size-3.5" />
        <span className="sr-only">{MSG_PUBLIC.opensInNewTab}</span>
      </a>
    </div>
  );
}
