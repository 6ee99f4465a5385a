/**
 * Light/dark theme (spec 01 §2): light by default, saved in localStorage under `theme`, applied as the class
 * `dark` on <html>. public/theme-init.js applies the saved choice before the first paint.
 */
import { DEFAULT_THEME, STORAGE_KEYS, THEMES, type Theme } from '@arogya/contract/constants/shell';

export type { Theme };

export const THEME_STORAGE_KEY = STORAGE_KEYS.theme;

function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function readTheme(): Theme {
  try {
    const saved = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(saved) ? saved : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

export function saveTheme(theme: Theme): void {
  applyTheme(theme);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // The choice still applies to this page.
  }
}

// A tiny store so every consumer (the toggle, the toast theme) sees the same value.
const listeners = new Set<() => void>();
let currentTheme: Theme | null = null;

export function getCurrentTheme(): Theme {
  currentTheme ??= readTheme();
  return currentTheme;
}

export function setCurrentTheme(theme: Theme): void {
  currentTheme = theme;
  saveTheme(theme);
  for (const listener of listeners) listener();
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests start each case from storage again. */
export function resetThemeStore(): void {
  currentTheme = null;
}

/** Clears all of local storage (the session and everything else) but keeps the light/dark choice. */
export function clearStorageKeepingTheme(): void {
  const theme = readTheme();
  try {
    window.localStorage.clear();
  } catch {
    // Storage unavailable: nothing to clear.
  }
  saveTheme(theme);
}
