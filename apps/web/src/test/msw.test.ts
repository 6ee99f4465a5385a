import { paymentHistorySchema } from '@arogya/contract/schemas/payments';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi } from './api-stub';
import { contractJson, takeRefusedAnswers } from './msw';

describe('the test network', () => {
  it('answers only what the contract allows', async () => {
    const empty = { data: [], page: 1, limit: 20, hasMore: false };
    expect(await contractJson(paymentHistorySchema, empty).json()).toEqual(empty);
    expect(() => contractJson(paymentHistorySchema, { ...empty, page: 'one' } as never)).toThrow();
    // Kept for setup.ts, which fails the test on it; taken here because this refusal is the point.
    expect(takeRefusedAnswers()).toHaveLength(1);
  });

  it('keeps a refusal inside a handler, where it would otherwise pass for a network failure', async () => {
    stubApi({ 'GET /api/payment/my-history': () => contractJson(paymentHistorySchema, {} as never) });
    await expect(fetch('/api/payment/my-history')).rejects.toThrow(TypeError);
    expect(takeRefusedAnswers()).toHaveLength(1);
    expect(takeRefusedAnswers()).toEqual([]);
  });

  it("answers an error only with a code the server has, at that code's status", async () => {
    expect(await apiError(503, 'down').json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', msg: 'down' });
    expect(await apiError(400, 'bad').json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(() => apiError(500, 'boom', 'CONFLICT')).toThrow();
    expect(takeRefusedAnswers()).toHaveLength(1);
  });

  it('refuses a request that no handler answers, instead of reaching a network', async () => {
    await expect(fetch('https://example.com/anything')).rejects.toThrow();
  });

  it('records what the page sent, and a throwing handler is a network failure', async () => {
    const api = stubApi({
      'POST /api/echo': ({ body }) => Response.json(body),
      'GET /api/down': () => {
        throw new Error('unreachable');
      },
    });
    const res = await fetch('/api/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer tok' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(await res.json()).toEqual({ a: 1 });
    expect(api.callsTo('POST /api/echo')[0]).toMatchObject({ body: { a: 1 } });
    expect(api.callsTo('POST /api/echo')[0]?.headers.Authorization).toBe('Bearer tok');
    await expect(fetch('/api/down')).rejects.toThrow(TypeError);
    expect((await fetch('/api/unknown')).status).toBe(404);
  });

  it('sends an upload with its file name, type and bytes', async () => {
    const api = stubApi({ 'POST /api/uploads/report': () => Response.json({ ok: true }) });
    const form = new FormData();
    form.append('file', new File(['%PDF-1.7'], 'blood-test.pdf', { type: 'application/pdf' }));
    form.append('kind', 'report');
    await fetch('/api/uploads/report', { method: 'POST', body: form });
    const sent = api.callsTo('POST /api/uploads/report')[0]?.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    const file = sent.get('file') as File;
    expect([file.name, file.type, await file.text()]).toEqual([
      'blood-test.pdf',
      'application/pdf',
      '%PDF-1.7',
    ]);
    expect(sent.get('kind')).toBe('report');
  });
});
