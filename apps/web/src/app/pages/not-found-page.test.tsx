import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('links to /, Find a Doctor, Find a Nurse, ambulance booking and contact', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Go to Home', '/'],
      ['Find a Doctor', '/search'],
      ['Find a Nurse', '/search-nurses'],
      ['Book an Ambulance', '/book-ambulance'],
      ['Contact Us', '/contact'],
    ]);
  });
});
