/** Every API request times out after 15 s (both specs). */
export const REQUEST_TIMEOUT_MS = 15_000;

/** The footer's back-to-top button appears after this much vertical scroll. */
export const BACK_TO_TOP_OFFSET_PX = 400;

/** Options for `navigator.geolocation.getCurrentPosition` — shaped as the DOM `PositionOptions`. */
export const GEOLOCATION = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 5 * 60 * 1000,
} as const;

/** Browser local-storage keys. Only `token` is named by the spec (spec 01 §4); the others are ours. */
export const STORAGE_KEYS = {
  token: 'token',
  theme: 'theme',
  dismissedAnnouncements: 'dismissedAnnouncements',
} as const;

export const THEMES = ['light', 'dark'] as const;

export type Theme = (typeof THEMES)[number];

/** The theme toggle defaults to light (spec 01 §2). */
export const DEFAULT_THEME: Theme = 'light';

/** Generic modal sizes; `lg` is the default (spec 01 §2). */
const MODAL_SIZES = ['md', 'lg', 'xl'] as const;

export type ModalSize = (typeof MODAL_SIZES)[number];

export const DEFAULT_MODAL_SIZE: ModalSize = 'lg';
