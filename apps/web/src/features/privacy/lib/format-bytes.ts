const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;

/** 512 bytes · 14 KB · 2.3 MB: the size of an export, rounded for reading (1 KB = 1,024 bytes). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = unit === 0 || value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded.toLocaleString('en-IN')} ${UNITS[unit]}`;
}
