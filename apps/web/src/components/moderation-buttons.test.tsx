import { MSG_FORUM } from '@arogya/contract/messages/forum';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModerationButtons } from './moderation-buttons';

describe('ModerationButtons', () => {
  it('offers Restore and Remove with the area’s labels and reports which was chosen', async () => {
    const onDecide = vi.fn();
    render(<ModerationButtons labels={MSG_FORUM} pending={false} onDecide={onDecide} className="flex" />);
    await userEvent.click(screen.getByRole('button', { name: MSG_FORUM.restore }));
    await userEvent.click(screen.getByRole('button', { name: MSG_FORUM.remove }));
    expect(onDecide.mock.calls).toEqual([['restore'], ['remove']]);
  });

  it('holds both while a decision is pending', () => {
    render(<ModerationButtons labels={MSG_FORUM} pending onDecide={() => {}} className="flex" />);
    expect(screen.getByRole('button', { name: MSG_FORUM.restore })).toBeDisabled();
    expect(screen.getByRole('button', { name: MSG_FORUM.remove })).toBeDisabled();
  });
});
