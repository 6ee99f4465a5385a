import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

  describe('a body with only text (nothing focusable inside)', () => {
    function TextOnly() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <Modal open={open} onClose={() => setOpen(false)} title="Summary">
            <p>A long summary, longer than the dialog is tall.</p>
          </Modal>
        </>
      );
    }

    /** jsdom has no layout: give every element these sizes (the modal measures only its body). */
    function layout(scrollHeight: number, clientHeight: number) {
      vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
      vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
    }

    async function openTextOnly() {
      const user = userEvent.setup();
      render(<TextOnly />);
      await user.click(screen.getByRole('button', { name: 'Open' }));
      return user;
    }

    it('stays out of the tab order while it fits (and without layout, as in jsdom)', async () => {
      const user = await openTextOnly();
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      expect(screen.getByText(/A long summary/).closest('[tabindex="0"]')).toBeNull();
      expect(screen.getByRole('dialog', { name: 'Summary' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    });

    it('becomes a focusable region named by the title when it overflows, so the keyboard can scroll it', async () => {
      layout(900, 300);
      const user = await openTextOnly();
      const body = await screen.findByRole('region', { name: 'Summary' });
      expect(body).toHaveAttribute('tabindex', '0');
      expect(body).toHaveTextContent('A long summary, longer than the dialog is tall.');
      await user.tab();
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
      await user.tab();
      expect(body).toHaveFocus();
      // Still trapped: from the body back to the × button.
      await user.tab();
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    });

    it('measures again when the window is resized', async () => {
      await openTextOnly();
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      layout(900, 300);
      act(() => {
        fireEvent(window, new Event('resize'));
      });
      expect(screen.getByRole('region', { name: 'Summary' })).toHaveAttribute('tabindex', '0');
      layout(300, 300);
      act(() => {
        fireEvent(window, new Event('resize'));
      });
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
    });
  });
});
