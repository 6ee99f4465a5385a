import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal, type ModalSize } from './modal';

function Harness({ size }: { size?: ModalSize }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Example" {...(size && { size })}>
        <input aria-label="First" />
        <button type="button">Last</button>
      </Modal>
    </>
  );
}

async function openModal(size?: ModalSize) {
  const user = userEvent.setup();
  render(<Harness {...(size && { size })} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return user;
}

describe('Modal', () => {
  it('is an aria-modal dialog labelled by its title, lg by default', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Example' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.className).toContain('max-w-2xl');
    expect(screen.getByLabelText('First')).toHaveFocus();
  });

  it.each([
    ['md', 'max-w-md'],
    ['xl', 'max-w-4xl'],
  ] as const)('supports size %s', async (size, className) => {
    await openModal(size);
    expect(screen.getByRole('dialog').className).toContain(className);
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes with the × button', async () => {
    const user = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const user = await openModal();
    await user.click(screen.getByLabelText('First'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('traps Tab focus inside the dialog', async () => {
    const user = await openModal();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('First')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});
