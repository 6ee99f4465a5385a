import { triageResponseSchema } from '@arogya/contract/schemas/triage';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, apiError, stubApi } from '../../../test/api-stub';
import { contractJson } from '../../../test/msw';
import { TestProviders } from '../../../test/session';
import { TriageHelper } from './triage-helper';

const ASK = 'POST /api/triage/question';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

function renderHelper(answer: (call: ApiCall) => Response | Promise<Response>) {
  const api = stubApi({ [ASK]: answer });
  const onOutcome = vi.fn();
  const router = createMemoryRouter([{ path: '*', element: <TriageHelper onOutcome={onOutcome} /> }]);
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { api, onOutcome, user: userEvent.setup() };
}

const fever = ({ body }: ApiCall) => {
  const { answers } = body as { answers: string[] };
  if (answers.length === 0) {
    return contractJson(triageResponseSchema, {
      question: 'How long have you had the fever?',
      answerOptions: [
        { label: '1 day', value: '1d' },
        { label: '2–3 days', value: '2-3d' },
      ],
      topic: 'fever',
    });
  }
  if (answers.length === 1) {
    return contractJson(triageResponseSchema, {
      question: 'Do you have a stiff neck or confusion?',
      answerOptions: [
        { label: 'Yes', value: 'stiff-neck' },
        { label: 'No', value: 'no' },
      ],
      topic: 'fever',
    });
  }
  return answers[1] === 'stiff-neck'
    ? contractJson(triageResponseSchema, {
        summary: 'Call 112 now: fever with a stiff neck needs emergency care.',
        emergency: true,
        topic: 'fever',
      })
    : contractJson(triageResponseSchema, {
        summary: 'Fever for 2–3 days, no stiff neck or confusion.',
        topic: 'fever',
      });
};

async function start(user: ReturnType<typeof userEvent.setup>, symptom = 'fever') {
  await user.type(screen.getByLabelText('Main symptom'), symptom);
  await user.click(screen.getByRole('button', { name: 'Ask' }));
}

describe('TriageHelper (spec 01 §4, §8)', () => {
  it('asks question after question, appending each answer, until the summary fills the symptoms', async () => {
    const { api, onOutcome, user } = renderHelper(fever);
    await start(user);
    const first = await screen.findByRole('group', { name: 'How long have you had the fever?' });
    // The new question takes the focus.
    expect(within(first).getByText('How long have you had the fever?')).toHaveFocus();
    await user.click(within(first).getByRole('button', { name: '2–3 days' }));
    const second = await screen.findByRole('group', { name: 'Do you have a stiff neck or confusion?' });
    await user.click(within(second).getByRole('button', { name: 'No' }));

    expect(await screen.findByText('The summary has been added to your symptoms.')).toBeInTheDocument();
    expect(onOutcome).toHaveBeenCalledWith({
      symptom: 'fever',
      answers: ['2-3d', 'no'],
      summary: 'Fever for 2–3 days, no stiff neck or confusion.',
      emergency: false,
    });
    expect(api.callsTo(ASK).map((c) => c.body)).toEqual([
      { symptom: 'fever', answers: [] },
      { symptom: 'fever', answers: ['2-3d'] },
      { symptom: 'fever', answers: ['2-3d', 'no'] },
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('escalates a red flag: the 112 warning; Call 112 and Book an Ambulance both dial 112 (no ambulance page yet)', async () => {
    const { onOutcome, user } = renderHelper(fever);
    await start(user);
    await user.click(await screen.findByRole('button', { name: '1 day' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'These symptoms may need emergency care. Call 112 or book an ambulance now.',
    );
    expect(within(alert).getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    expect(within(alert).getByRole('link', { name: 'Book an Ambulance' })).toHaveAttribute('href', 'tel:112');
    expect(onOutcome).toHaveBeenCalledWith({
      symptom: 'fever',
      answers: ['1d', 'stiff-neck'],
      summary: 'Call 112 now: fever with a stiff neck needs emergency care.',
      emergency: true,
    });
    // Starting over forgets the outcome.
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(onOutcome).toHaveBeenLastCalledWith(null);
  });

  it('silently clears the flow when the server fails', async () => {
    const { onOutcome, user } = renderHelper(() => apiError(500, 'triage engine down', 'INTERNAL'));
    await start(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ask' })).toBeEnabled());
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByText('triage engine down')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onOutcome).not.toHaveBeenCalled();
  });

  it('silently clears the flow when the answer has neither question nor summary', async () => {
    let calls = 0;
    const { onOutcome, user } = renderHelper((call) => {
      calls += 1;
      return calls === 1 ? fever(call) : contractJson(triageResponseSchema, { topic: 'fever' });
    });
    await start(user);
    await user.click(await screen.findByRole('button', { name: '1 day' }));
    await waitFor(() => expect(screen.queryByRole('group')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Start over' })).not.toBeInTheDocument();
    expect(onOutcome).not.toHaveBeenCalled();
  });

  it('starts again from no answers when the symptom is retyped', async () => {
    const { api, user } = renderHelper(fever);
    await start(user);
    await user.click(await screen.findByRole('button', { name: '1 day' }));
    await screen.findByRole('group', { name: 'Do you have a stiff neck or confusion?' });
    await user.type(screen.getByLabelText('Main symptom'), '!');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await screen.findByRole('group', { name: 'How long have you had the fever?' });
    expect(api.callsTo(ASK).at(-1)?.body).toEqual({ symptom: 'fever!', answers: [] });
  });

  it('lets only the latest request change the flow: a new symptom aborts the one in flight', async () => {
    let calls = 0;
    let answerFirst: (response: Response) => void = () => {};
    const { api, onOutcome, user } = renderHelper((call) => {
      calls += 1;
      if (calls > 1) return fever(call);
      return new Promise<Response>((resolve) => {
        answerFirst = resolve;
      });
    });
    await start(user);
    const ask = screen.getByRole('button', { name: 'Ask' });
    await waitFor(() => expect(ask).toBeDisabled());
    await user.type(screen.getByLabelText('Main symptom'), '!');
    expect(ask).toBeEnabled();
    await user.click(ask);
    await screen.findByRole('group', { name: 'How long have you had the fever?' });
    // The first request was aborted when the symptom changed, so its answer, arriving late, has no way in.
    expect(api.callsTo(ASK)[0]?.signal.aborted).toBe(true);
    answerFirst(
      contractJson(triageResponseSchema, { summary: 'A late answer to the old symptom.', topic: 'fever' }),
    );
    expect(screen.getByRole('group', { name: 'How long have you had the fever?' })).toBeInTheDocument();
    expect(screen.queryByText('A late answer to the old symptom.')).not.toBeInTheDocument();
    expect(onOutcome).not.toHaveBeenCalled();
    expect(api.callsTo(ASK).map((c) => c.body)).toEqual([
      { symptom: 'fever', answers: [] },
      { symptom: 'fever!', answers: [] },
    ]);
  });

  it('asks nothing for an empty symptom', async () => {
    const { api } = renderHelper(fever);
    expect(screen.getByRole('button', { name: 'Ask' })).toBeDisabled();
    expect(api.callsTo(ASK)).toHaveLength(0);
  });
});
