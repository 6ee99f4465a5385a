import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withLinks } from './with-links';

describe('withLinks', () => {
  it('puts elements where the placeholders are and keeps the rest of the sentence', () => {
    render(
      <p data-testid="p">
        {withLinks('Go to {page} or write to {mail}.', { page: <a href="/x">Your data</a>, mail: 'us' })}
      </p>,
    );
    expect(screen.getByTestId('p')).toHaveTextContent('Go to Your data or write to us.');
    expect(screen.getByRole('link', { name: 'Your data' })).toHaveAttribute('href', '/x');
  });
  it('leaves an unknown placeholder as written', () => {
    render(<p data-testid="p">{withLinks('Hello {who}', {})}</p>);
    expect(screen.getByTestId('p')).toHaveTextContent('Hello {who}');
  });
});
