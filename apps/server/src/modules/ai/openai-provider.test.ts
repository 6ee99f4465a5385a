import { DOCTOR_SEARCH_SPECIALTIES } from '@arogya/contract/constants/directory';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeAiServer, startFakeAiServer } from '../../test/fake-ai-server';
import { createAiService } from './ai.service';
import { createOpenAiSpecialtyProvider, ProviderError, type SpecialtyProvider } from './openai-provider';

let fake: FakeAiServer;
let provider: SpecialtyProvider;

beforeAll(async () => {
  fake = await startFakeAiServer();
  provider = createOpenAiSpecialtyProvider(
    { baseUrl: `${fake.baseUrl}/`, apiKey: 'test-key', model: 'test-model' },
    { timeoutMs: 300 },
  );
});
afterAll(async () => {
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

async function failure(symptoms = 'Cough'): Promise<ProviderError> {
  const err = await provider.suggest(symptoms).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
}

describe('OpenAI-compatible provider', () => {
  it('asks {base}/chat/completions with the key, the model and a prompt that restricts the answer', async () => {
    fake.behaviour = {
      kind: 'answer',
      content: '{"specialty": "Dermatologist", "reasoning": "Rashes are skin problems."}',
    };
    expect(await provider.suggest('Skin rash, Fever')).toEqual({
      specialty: 'Dermatologist',
      reasoning: 'Rashes are skin problems.',
    });
    const [req] = fake.requests;
    expect(req?.url).toBe('/v1/chat/completions');
    expect(req?.headers.authorization).toBe('Bearer test-key');
    const body = req?.body as { model: string; messages: Array<{ role: string; content: string }> };
    expect(body.model).toBe('test-model');
    const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
    for (const s of DOCTOR_SEARCH_SPECIALTIES) expect(system).toContain(s);
    expect(system).toMatch(/JSON/);
    expect(system).toMatch(/never\s+prescribe/);
    expect(body.messages.find((m) => m.role === 'user')?.content).toContain('Skin rash, Fever');
  });

  it('accepts JSON wrapped in a code fence and a specialty in another case', async () => {
    fake.behaviour = {
      kind: 'answer',
      content:
        'Here you go:\n```json\n{"specialty": "general physician", "reasoning": "Start with a GP."}\n```',
    };
    expect(await provider.suggest('Cough')).toEqual({
      specialty: 'General Physician',
      reasoning: 'Start with a GP.',
    });
  });

  it('refuses an HTTP error', async () => {
    fake.behaviour = { kind: 'status', status: 500 };
    expect((await failure()).reason).toBe('http');
    fake.behaviour = { kind: 'status', status: 401 };
    expect((await failure()).reason).toBe('http');
  });

  it('refuses a body that is not a chat completion, and content that is not the JSON asked for', async () => {
    fake.behaviour = { kind: 'raw', body: '<html>gateway error</html>' };
    expect((await failure()).reason).toBe('invalid-json');
    fake.behaviour = { kind: 'raw', body: '{"choices": []}' };
    expect((await failure()).reason).toBe('invalid-json');
    fake.behaviour = { kind: 'answer', content: 'You should see a General Physician.' };
    expect((await failure()).reason).toBe('invalid-json');
    fake.behaviour = { kind: 'answer', content: '{"specialty": "Dentist"}' };
    expect((await failure()).reason).toBe('invalid-json');
  });

  it('refuses a specialty outside the searchable list', async () => {
    fake.behaviour = { kind: 'answer', content: '{"specialty": "Orthopedist", "reasoning": "Bones."}' };
    expect((await failure()).reason).toBe('invalid-answer');
  });

  it('refuses a reasoning that prescribes', async () => {
    fake.behaviour = {
      kind: 'answer',
      content: '{"specialty": "General Physician", "reasoning": "Take 500 mg paracetamol and see a GP."}',
    };
    expect((await failure()).reason).toBe('invalid-answer');
  });

  it('gives up after its timeout', async () => {
    fake.behaviour = { kind: 'hang' };
    const started = Date.now();
    expect((await failure()).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('reports an unreachable service', async () => {
    const closed = await startFakeAiServer();
    const url = closed.baseUrl;
    await closed.close();
    const offline = createOpenAiSpecialtyProvider(
      { baseUrl: url, apiKey: 'k', model: 'm' },
      { timeoutMs: 2_000 },
    );
    const err = await offline.suggest('Cough').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).reason).toBe('network');
  });
});

describe('AI service with a provider', () => {
  const warnings: unknown[] = [];
  const log = { warn: (obj: unknown) => void warnings.push(obj) };

  it('uses the provider for an ordinary question', async () => {
    fake.behaviour = { kind: 'answer', content: '{"specialty": "Dentist", "reasoning": "Teeth."}' };
    const ai = createAiService({ provider, log });
    expect(await ai.suggestSpecialty('Toothache')).toEqual({
      specialty: 'Dentist',
      reasoning: 'Teeth.',
      emergency: false,
      source: 'provider',
    });
  });

  it('never asks the provider about an emergency: the local red flag wins', async () => {
    fake.behaviour = {
      kind: 'answer',
      content: '{"specialty": "Dentist", "reasoning": "Nothing to worry about."}',
    };
    const ai = createAiService({ provider, log });
    const r = await ai.suggestSpecialty('Chest pain, Shortness of breath');
    expect(r).toMatchObject({ specialty: 'Cardiologist', emergency: true, source: 'local' });
    expect(r.reasoning.startsWith('Call 112 now')).toBe(true);
    expect(fake.requests).toHaveLength(0);
  });

  it('falls back to the local engine on a timeout, with a warning that does not repeat the symptoms', async () => {
    fake.behaviour = { kind: 'hang' };
    warnings.length = 0;
    const ai = createAiService({ provider, log });
    const r = await ai.suggestSpecialty('Skin rash');
    expect(r).toMatchObject({ specialty: 'Dermatologist', emergency: false, source: 'local' });
    expect(warnings).toEqual([expect.objectContaining({ reason: 'timeout' })]);
    expect(JSON.stringify(warnings)).not.toContain('Skin rash');
  });

  it('falls back on any unexpected error too', async () => {
    const broken: SpecialtyProvider = {
      suggest: async () => {
        throw new TypeError('something else');
      },
    };
    const ai = createAiService({ provider: broken, log });
    expect(await ai.suggestSpecialty('Toothache')).toMatchObject({ specialty: 'Dentist', source: 'local' });
  });
});
