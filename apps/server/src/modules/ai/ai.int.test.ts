import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { type FakeAiServer, startFakeAiServer } from '../../test/fake-ai-server';
import { createTestApp, type TestApp } from '../../test/harness';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** Calls made per app: the rate-limit test counts them. */
const calls = new WeakMap<TestApp, number>();
const ask = (t: TestApp, payload: unknown) => {
  calls.set(t, (calls.get(t) ?? 0) + 1);
  return t.app.inject({ method: 'POST', url: '/api/ai/suggest-specialty', payload: payload as object });
};

describe(`POST /api/ai/suggest-specialty, local engine (${backend})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { aiRateLimitPerMinute: 8 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('suggests a specialist for the picked symptoms, to anyone', async () => {
    const res = await ask(t, { symptoms: 'Skin rash, acne, skin rash' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ specialty: 'Dermatologist', emergency: false, source: 'local' });
    expect(res.json().reasoning).toContain('Dermatologist');
  });

  it('answers a red flag with an emergency that starts "Call 112 now"', async () => {
    const res = await ask(t, { symptoms: 'Chest pain, Palpitations' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ specialty: 'Cardiologist', emergency: true, source: 'local' });
    expect(res.json().reasoning).toMatch(/^Call 112 now/);
  });

  it('says "Please select your symptoms." for empty, blank or missing symptoms', async () => {
    for (const payload of [{ symptoms: '' }, { symptoms: '   ' }, { symptoms: ' , , ' }, {}]) {
      const res = await ask(t, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ msg: 'Please select your symptoms.', code: 'VALIDATION_FAILED' });
    }
  });

  it('limits each address (8 a minute here; 30 by default)', async () => {
    // The calls of the tests above count too, refused ones included.
    while ((calls.get(t) ?? 0) < 8) expect((await ask(t, { symptoms: 'Cough' })).statusCode).toBe(200);
    const over = await ask(t, { symptoms: 'Cough' });
    expect(over.statusCode).toBe(429);
    expect(over.json().msg).toMatch(/^Too many suggestions requested\. Please wait \d+ seconds/);
    expect(over.headers['retry-after']).toBeDefined();
  });
});

describe(`POST /api/ai/suggest-specialty, with a provider (${backend})`, () => {
  let t: TestApp;
  let fake: FakeAiServer;
  beforeAll(async () => {
    fake = await startFakeAiServer();
    t = await createTestApp({
      config: { ai: { baseUrl: fake.baseUrl, apiKey: 'test-key', model: 'test-model' } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it("answers with the provider's specialty and reasoning", async () => {
    fake.behaviour = {
      kind: 'answer',
      content: '{"specialty": "Neurologist", "reasoning": "Tingling comes from the nerves."}',
    };
    const res = await ask(t, { symptoms: 'Numbness or tingling in hands' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      specialty: 'Neurologist',
      reasoning: 'Tingling comes from the nerves.',
      emergency: false,
      source: 'provider',
    });
  });

  it('keeps an emergency local: the provider is not even asked', async () => {
    fake.requests.length = 0;
    fake.behaviour = { kind: 'answer', content: '{"specialty": "Dentist", "reasoning": "Relax."}' };
    const res = await ask(t, { symptoms: 'vomiting blood' });
    expect(res.json()).toMatchObject({ emergency: true, source: 'local', specialty: 'General Physician' });
    expect(res.json().reasoning).toMatch(/^Call 112 now/);
    expect(fake.requests).toHaveLength(0);
  });

  it('falls back to the local engine when the provider fails, answers nonsense or leaves the list', async () => {
    const failures = [
      { kind: 'status', status: 503 },
      { kind: 'raw', body: 'not json' },
      { kind: 'answer', content: '{"specialty": "Orthopedist", "reasoning": "Bones."}' },
      { kind: 'answer', content: '{"specialty": "Dentist", "reasoning": "Take two tablets of aspirin."}' },
    ] as const;
    for (const behaviour of failures) {
      fake.behaviour = behaviour;
      const res = await ask(t, { symptoms: 'Toothache' });
      expect(res.statusCode, JSON.stringify(behaviour)).toBe(200);
      expect(res.json(), JSON.stringify(behaviour)).toMatchObject({
        specialty: 'Dentist',
        emergency: false,
        source: 'local',
      });
    }
  });
});

describe('AI provider configuration', () => {
  it('needs AI_BASE_URL, AI_API_KEY and AI_MODEL together', () => {
    const base = { NODE_ENV: 'test' };
    expect(loadConfig(base).ai).toBeUndefined();
    expect(
      loadConfig({ ...base, AI_BASE_URL: 'https://ai.example.com/v1', AI_API_KEY: 'k', AI_MODEL: 'm' }).ai,
    ).toEqual({ baseUrl: 'https://ai.example.com/v1', apiKey: 'k', model: 'm' });
    expect(() => loadConfig({ ...base, AI_BASE_URL: 'https://ai.example.com/v1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, AI_BASE_URL: 'not a url', AI_API_KEY: 'k', AI_MODEL: 'm' })).toThrow(
      /AI_BASE_URL/,
    );
    expect(loadConfig(base).aiRateLimitPerMinute).toBe(30);
  });
});
