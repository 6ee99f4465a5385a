import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetThemeStore } from '../../lib/theme';
import { ThemeToggle } from './theme-toggle';

beforeEach(() => resetThemeStore());

describe('ThemeToggle', () => {
  it('defaults to light', () => {
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Toggle light and dark theme' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('switches to dark, saves it in localStorage and back again', async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Toggle light and dark theme' });

    await user.click(toggle);
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle);
    expect(document.documentElement).not.toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('starts from the saved choice', () => {
    window.localStorage.setItem('theme', 'dark');
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Toggle light and dark theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
