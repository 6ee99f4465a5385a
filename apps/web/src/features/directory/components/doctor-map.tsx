import 'leaflet/dist/leaflet.css';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SEARCH } from '@arogya/contract/messages/search';
import type { DoctorCard } from '@arogya/contract/schemas/directory';
import L from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { Link } from 'react-router';
import { experienceText, reviewsText } from '../../../components/provider-card';
import { TILE_ATTRIBUTION, TILE_URL } from '../../../lib/map-tiles';
import { doctorPosition, type MapPoint, mapViewport } from '../lib/map-viewport';

/**
 * The search map (spec 01 §2 "Map view"), in its own chunk with Leaflet and its CSS: street tiles, a
 * marker per doctor at the office (or the service-area centre) with a popup, and a distinct marker for
 * the person. Markers are `divIcon`s with inline SVG, so no marker images have to survive bundling.
 */

const PIN_SVG = `<svg aria-hidden="true" width="32" height="40" viewBox="0 0 32 40" xmlns="http://www.w3.org/2000/svg"><path d="M16 39s13-12.6 13-23A13 13 0 0 0 3 16c0 10.4 13 23 13 23z" fill="#0f766e" stroke="#fff" stroke-width="2"/><path d="M16 9.5v13M9.5 16h13" stroke="#fff" stroke-width="3" stroke-linecap="round"/></svg>`;
const PRO_PIN_SVG = PIN_SVG.replace('#0f766e', '#b45309');
const USER_SVG = `<svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28" xmlns="http://www.w3.org/2000/svg"><circle cx="14" cy="14" r="13" fill="#2563eb" fill-opacity="0.2"/><circle cx="14" cy="14" r="7.5" fill="#2563eb" stroke="#fff" stroke-width="3"/></svg>`;

function pinIcon(svg: string) {
  return L.divIcon({
    className: 'arogya-map-marker',
    html: svg,
    iconSize: [32, 40],
    iconAnchor: [16, 39],
    popupAnchor: [0, -34],
  });
}

const doctorIcon = pinIcon(PIN_SVG);
const proDoctorIcon = pinIcon(PRO_PIN_SVG);
const userIcon = L.divIcon({
  className: 'arogya-map-marker arogya-map-user',
  html: USER_SVG,
  iconSize: [28, 28],
  iconAnchor: [14, 14],
  popupAnchor: [0, -12],
});

/**
 * Leaflet's own CSS comes after ours, hence `!`. The attribution gets an opaque background and a darker
 * link so it keeps its contrast over any tile (and over the empty map in the dark theme).
 */
const MAP_CLASSES = [
  'h-full w-full bg-slate-200! font-sans! dark:bg-slate-700!',
  '[&_.leaflet-control-attribution]:bg-white! [&_.leaflet-control-attribution]:text-slate-800!',
  '[&_.leaflet-control-attribution_a]:text-teal-800!',
  // Narrow screens: a popup and its margins fit in 328 px.
  '[&_.leaflet-popup-content]:mx-3.5! [&_.leaflet-popup-content]:my-3!',
].join(' ');

const MATCH_NOTES = {
  serviceAreaCentroid: MSG_SEARCH.withinServiceArea,
  office: MSG_SEARCH.withinOfficeLocation,
  serviceArea: MSG_SEARCH.withinServiceAreaCover,
} as const;

/** Moves the map when the rule's centre or zoom changes (MapContainer only reads them once). */
function Viewport({ lat, lng, zoom }: { lat: number; lng: number; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([lat, lng], zoom);
  }, [map, lat, lng, zoom]);
  return null;
}

/** Leaflet styles `<p>` in popups with wide margins; the popup uses its own rhythm. */
function DoctorPopup({ doctor }: { doctor: DoctorCard }) {
  return (
    <div className="min-w-48 space-y-1 font-sans text-sm text-slate-700">
      <div className="flex flex-wrap items-center gap-1.5 text-base font-semibold text-slate-900">
        {doctor.name}
        {doctor.subscriptionTier === 'pro' && (
          <span className="rounded-full bg-amber-100 px-1.5 py-0.5 text-[0.7rem] font-bold text-amber-900">
            {MSG_SEARCH.pro}
          </span>
        )}
      </div>
      {doctor.specialty && <div className="font-medium text-teal-800">{doctor.specialty}</div>}
      {doctor.city && <div>{doctor.city}</div>}
      {doctor.experience !== null && <div>{experienceText(doctor.experience)}</div>}
      <div>
        {doctor.numReviews === 0 ? (
          MSG_SEARCH.newProviderLabel
        ) : (
          <>
            <span aria-hidden="true">★ </span>
            {fill(MSG_SEARCH.ratingLabel, { rating: doctor.averageRating.toFixed(1) })}{' '}
            {reviewsText(doctor.numReviews)}
          </>
        )}
      </div>
      {doctor.matchedBy && (
        <div className="font-medium text-emerald-800">{MATCH_NOTES[doctor.matchedBy]}</div>
      )}
      <div className="pt-1.5">
        <Link
          to={`/doctors/${doctor._id}`}
          className="inline-flex rounded-md bg-teal-700 px-3 py-1.5 font-semibold text-white! no-underline! hover:bg-teal-800"
        >
          {MSG_SEARCH.viewProfileAndBook}
        </Link>
      </div>
    </div>
  );
}

export function DoctorMap({ doctors, user }: { doctors: readonly DoctorCard[]; user: MapPoint | null }) {
  const placed = doctors.flatMap((doctor) => {
    const position = doctorPosition(doctor);
    return position ? [{ doctor, position }] : [];
  });
  const { center, zoom } = mapViewport(
    user,
    placed.map((p) => p.position),
  );

  return (
    <MapContainer
      center={[center[0], center[1]]}
      zoom={zoom}
      scrollWheelZoom={false}
      zoomControl={false}
      className={MAP_CLASSES}
    >
      <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
      {/* Bottom right: popups open upwards, so they never slide under the zoom buttons. */}
      <ZoomControl position="bottomright" />
      <Viewport lat={center[0]} lng={center[1]} zoom={zoom} />
      {placed.map(({ doctor, position }) => (
        <Marker
          key={doctor._id}
          position={[position.lat, position.lng]}
          icon={doctor.subscriptionTier === 'pro' ? proDoctorIcon : doctorIcon}
          title={doctor.name}
        >
          <Popup maxWidth={260}>
            <DoctorPopup doctor={doctor} />
          </Popup>
        </Marker>
      ))}
      {user && (
        <Marker
          position={[user.lat, user.lng]}
          icon={userIcon}
          title={MSG_SEARCH.youAreHere}
          zIndexOffset={1000}
        >
          <Popup>
            <div className="font-sans text-sm font-semibold text-slate-900">{MSG_SEARCH.youAreHere}</div>
          </Popup>
        </Marker>
      )}
    </MapContainer>
  );
}
