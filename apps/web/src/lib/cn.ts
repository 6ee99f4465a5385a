import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names (clsx: strings, arrays, `{ class: condition }`) and lets a later Tailwind class win. */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
