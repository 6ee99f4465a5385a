import { describe, expect, it } from 'vitest';
import { mentionsSelfHarm, SELF_HARM_PHRASES } from './support';

describe('mentionsSelfHarm', () => {
  it.each([
    'I have been thinking about suicide lately',
    'Sometimes I want to die.',
    'I WANT TO DIE',
    'I keep wanting to hurt myself',
    'no reason to live anymore...',
    'self-harm again last night',
    'Kabhi kabhi lagta hai main marna chahta hoon',
    'aatmahatya ke khayal aate hain',
    'ab jeena nahi chahti',
    'मैं आत्महत्या के बारे में सोचती हूँ',
    'मैं जीना नहीं चाहता',
  ])('flags %j', (text) => {
    expect(mentionsSelfHarm(text)).toBe(true);
  });

  it.each([
    'My sugar was 140 today',
    'The diet is killing my mood, haha',
    'I walked to the diehard fan club', // 'die' inside a word is not 'want to die'
  ])('leaves %j alone', (text) => {
    expect(mentionsSelfHarm(text)).toBe(false);
  });

  it('matches every listed phrase on its own', () => {
    for (const phrase of SELF_HARM_PHRASES) expect(mentionsSelfHarm(`… ${phrase}!`), phrase).toBe(true);
  });
});
