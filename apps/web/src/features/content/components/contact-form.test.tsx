import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { ContactForm, validateContactForm } from './contact-form';

describe('ContactForm', () => {
  it('shows inline errors for missing fields and focuses the first', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const name = screen.getByLabelText('Name', { exact: false });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('Email', { exact: false })).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
  });

  it('on a valid submit thanks the visitor inline and resets, without a server call', async () => {
    const user = userEvent.setup();
    const api = stubApi({});
    render(<ContactForm />);
    await user.type(screen.getByLabelText('Name', { exact: false }), 'Vikram Singh');
    await user.type(screen.getByLabelText('Email', { exact: false }), 'vikram@example.in');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Do you cover Patna city?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('status')).toHaveTextContent('Thank you, Vikram Singh.');
    expect(screen.getByLabelText('Name', { exact: false })).toHaveValue('');
    expect(api.calls).toEqual([]);
  });

  it('accepts an empty phone but rejects an invalid one', () => {
    const base = { name: 'A', email: 'a@b.in', message: 'Hi' };
    expect(validateContactForm({ ...base, phone: '' })).toEqual({});
    expect(validateContactForm({ ...base, phone: '98765' }).phone).toBe(
      'Please enter a valid 10-digit Indian mobile number.',
    );
  });
});
