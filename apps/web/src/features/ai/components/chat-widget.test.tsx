import { MSG_PUBLIC } from '@arogya/contract/messages/public';
import { chatReplySchema } from '@arogya/contract/schemas/ai';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractJson } from '../../../test/msw';
import { ChatWidget, chatErrorText } from './chat-widget';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.localStorage.clear();
});

describe('chatErrorText', () => {
  it('names a configuration error only when the failure mentions an API key', () => {
    expect(chatErrorText(new Error('Invalid API key provided'))).toBe(MSG_PUBLIC.chatConfigError);
    expect(chatErrorText(new Error('missing api_key'))).toBe(MSG_PUBLIC.chatConfigError);
    expect(chatErrorText(new Error('boom'))).toBe(MSG_PUBLIC.chatTrouble);
  });
});

describe('ChatWidget', () => {
  it('greets, sends one message with Enter, and shows the reply with its links', async () => {
    const stub = stubApi({
      'POST /api/ai/chat': () =>
        contractJson(chatReplySchema, {
          reply: 'Cancel at least 24 hours before.',
          links: [{ label: 'My Appointments', href: '/my-appointments' }],
          emergency: false,
          source: 'local',
          kept: false,
        }),
    });
    const user = userEvent.setup();
    renderPage(<ChatWidget />, { path: '/' });
    await user.click(screen.getByRole('button', { name: MSG_PUBLIC.chatOpen }));
    expect(screen.getByText(MSG_PUBLIC.chatGreeting)).toBeInTheDocument();

    const input = screen.getByRole('textbox', { name: MSG_PUBLIC.chatPlaceholder });
    await user.type(input, '   ');
    await user.keyboard('{Enter}');
    expect(stub.callsTo('POST /api/ai/chat')).toHaveLength(0);

    await user.type(input, 'how do I cancel?{Shift>}{Enter}{/Shift}please');
    expect(input).toHaveValue('   how do I cancel?\nplease');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Cancel at least 24 hours before.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Appointments' })).toHaveAttribute('href', '/my-appointments');
    expect(stub.callsTo('POST /api/ai/chat')[0]?.body).toMatchObject({
      message: 'how do I cancel?\nplease',
      history: [{ from: 'bot', text: MSG_PUBLIC.chatGreeting }],
    });
    expect(input).toHaveValue('');
  });

  it('shows the trouble text when the server fails or answers nothing', async () => {
    stubApi({ 'POST /api/ai/chat': () => HttpResponse.json({ reply: '' }) });
    const user = userEvent.setup();
    renderPage(<ChatWidget />, { path: '/' });
    await user.click(screen.getByRole('button', { name: MSG_PUBLIC.chatOpen }));
    await user.type(screen.getByRole('textbox', { name: MSG_PUBLIC.chatPlaceholder }), 'hello{Enter}');
    expect(await screen.findByText(MSG_PUBLIC.chatTrouble)).toBeInTheDocument();
  });

  it('closes after the 250 ms animation', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderPage(<ChatWidget />, { path: '/' });
    await user.click(screen.getByRole('button', { name: MSG_PUBLIC.chatOpen }));
    await user.click(screen.getByRole('button', { name: MSG_PUBLIC.chatClose }));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'closing');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: MSG_PUBLIC.chatOpen })).toBeInTheDocument(),
    );
  });
});
