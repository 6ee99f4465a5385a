import { EMERGENCY_NUMBER } from '@arogya/contract/constants/ambulance';
import { MSG_TRIAGE } from '@arogya/contract/messages/triage';
import { triageResponseSchema } from '@arogya/contract/schemas/triage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let patient: DirectAccount;

beforeAll(async () => {
  t = await createTestApp();
  patient = await insertAccount(t.app, { role: 'patient' });
});
afterAll(async () => {
  await t?.close();
});

const ask = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/triage/question', payload: payload as object, headers });

describe('POST /triage/question', () => {
  it('walks a visitor from the symptom to a summary, one question at a time', async () => {
    const answers: string[] = [];
    const questions: string[] = [];
    for (;;) {
      const res = await ask({ symptom: 'bukhar', answers });
      expect(res.statusCode).toBe(200);
      const body = triageResponseSchema.parse(res.json());
      expect(body.topic).toBe('fever');
      if (body.summary !== undefined) {
        expect(body).toEqual({
          topic: 'fever',
          emergency: false,
          summary: 'Fever since today, up to 100°F, with body ache and tiredness.',
        });
        break;
      }
      questions.push(body.question!);
      // The first option each time, except where it would be a red flag.
      const option = body.answerOptions!.find((o) => o.value === 'body-ache') ?? body.answerOptions![0]!;
      answers.push(option.value);
    }
    expect(questions).toEqual([
      'How long have you had the fever?',
      'What is the highest temperature you measured?',
      'Do you have any of these along with the fever?',
    ]);
  });

  it('answers the same for a signed-in patient (the page may call it either way)', async () => {
    const res = await ask({ symptom: 'cough' }, patient.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ topic: 'cough', question: 'How long have you had the cough?' });
  });

  it('ends at once with advice to call 112 on a red-flag answer', async () => {
    const res = await ask({ symptom: 'chest pain', answers: ['sweating'] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.emergency).toBe(true);
    expect(body.summary).toMatch(new RegExp(`^Call ${EMERGENCY_NUMBER} now\\.`));
    expect(body.question).toBeUndefined();
  });

  it('names the question an invalid answer was for', async () => {
    const res = await ask({ symptom: 'fever', answers: ['1-3-days', 'very hot'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message:
        'Please choose one of the answers offered for "What is the highest temperature you measured?".',
      details: [{ path: 'body.answers.1' }],
    });
  });

  it('refuses answers beyond the end of the questions', async () => {
    const res = await ask({ symptom: 'fever', answers: ['1-3-days', '100-102', 'none', 'none'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: MSG_TRIAGE.alreadyComplete,
      details: [{ path: 'body.answers.3' }],
    });
  });

  it.each([
    ['no symptom', {}],
    ['an empty symptom', { symptom: '   ' }],
    ['a symptom without words', { symptom: '?!?' }],
    ['a symptom over 200 characters', { symptom: 'a'.repeat(201) }],
    ['answers that are not a list', { symptom: 'fever', answers: 'today' }],
    ['an empty answer', { symptom: 'fever', answers: [''] }],
    ['too many answers', { symptom: 'fever', answers: Array(21).fill('today') }],
    ['a number for the symptom', { symptom: 42 }],
  ])('refuses %s with 400', async (_label, payload) => {
    const res = await ask(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().message.length).toBeGreaterThan(0);
  });

  it('says what is missing when the symptom names nothing', async () => {
    const res = await ask({ symptom: '...' });
    expect(res.json().message).toBe(MSG_TRIAGE.describeSymptom);
  });
});
