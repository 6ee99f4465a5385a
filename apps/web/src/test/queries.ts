import { screen } from '@testing-library/react';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A form control by its visible label, ignoring the required-field asterisk. */
export function field(label: string): HTMLElement {
  return screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}\\*?$`));
}

export function queryField(label: string): HTMLElement | null {
  return screen.queryByLabelText(new RegExp(`^${escapeRegExp(label)}\\*?$`));
}
