import { describe, expect, it } from 'vitest';
import { answerChatLocally, type ChatIntent } from './chat-engine';

/** What people type, in English and Hinglish, and what the assistant must recognise. */
const TABLE: ReadonlyArray<readonly [string, ChatIntent]> = [
  // Red flags: 112 at once.
  ['I have chest pain and I am sweating', 'emergency'],
  ['my father has crushing chest pain spreading to his left arm pain', 'emergency'],
  ["I can't breathe", 'emergency'],
  ['her face is drooping and she has slurred speech', 'emergency'],
  ['I want to kill myself', 'emergency'],
  ['he is vomiting blood', 'emergency'],
  ['seene mein dard aur paseena aa raha hai', 'emergency'],
  ['saans nahi aa rahi', 'emergency'],
  ['khoon ki ulti ho rahi hai', 'emergency'],
  ['how do I cancel my appointment? also I have chest pain and sweating', 'emergency'],
  // Refusals.
  ['which medicine should I take for fever?', 'refuse-prescription'],
  ['can you prescribe antibiotics', 'refuse-prescription'],
  ['what dose of paracetamol for my son', 'refuse-prescription'],
  ['bukhar ke liye kaunsi dawai lu', 'refuse-prescription'],
  ['do I have diabetes?', 'refuse-diagnosis'],
  ['is it dengue? I have fever and body ache', 'refuse-diagnosis'],
  ['can you diagnose my rash', 'refuse-diagnosis'],
  ['mujhe kya bimari hai', 'refuse-diagnosis'],
  // Questions about Arogya.
  ['how do I cancel an appointment?', 'cancellation'],
  ['Will I get a refund if I cancel?', 'cancellation'],
  ['appointment cancel kaise kare', 'cancellation'],
  ['paise wapas milenge kya', 'cancellation'],
  ['how do I book a doctor?', 'booking'],
  ['doctor ko dikhana hai, kaise book karu', 'booking'],
  ['I want a video consultation', 'booking'],
  ['what are the fees?', 'fees'],
  ['home visit ka kitna kharcha hai', 'fees'],
  ['how much does a doctor cost', 'fees'],
  ['what is the care fund?', 'care-fund'],
  ['can my family donate for my treatment', 'care-fund'],
  ['can I get a blood test at home', 'lab-tests'],
  ['ghar pe khoon ki jaanch ho sakti hai?', 'lab-tests'],
  ['I need an ambulance for tomorrow’s hospital transfer', 'ambulance'],
  ['what do I get with Pro', 'pro'],
  ['is my data private?', 'privacy'],
  ['who can see my health records and my data', 'privacy'],
  ['I need a nurse for my mother at home', 'nurses'],
  ['how do I get a second opinion', 'second-opinion'],
  ['how do dose reminders work', 'prescriptions'],
  ['what are health quests', 'quests'],
  ['which doctor should I see?', 'navigator'],
  ['I forgot my password', 'account'],
  // Symptoms.
  ['I have a bad toothache', 'symptom'],
  ['itchy rash on my arms for a week', 'symptom'],
  ['mujhe 3 din se bukhar aur khansi hai', 'symptom'],
  ['sar dard ho raha hai', 'symptom'],
  ['my child has an ear pain', 'symptom'],
  // Social and unknown.
  ['hello', 'greeting'],
  ['Namaste!', 'greeting'],
  ['thank you so much', 'thanks'],
  ['what is the capital of France', 'unknown'],
];

describe('answerChatLocally', () => {
  it.each(TABLE)('%s → %s', (message, intent) => {
    const answer = answerChatLocally(message);
    expect(answer.intent).toBe(intent);
    expect(answer.reply.length).toBeGreaterThan(0);
    expect(answer.emergency).toBe(intent === 'emergency');
  });

  it('has at least 40 messages', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
  });

  it('answers cancellation with the 24-hour rule and a link to My Appointments', () => {
    const answer = answerChatLocally('how do I cancel an appointment?');
    expect(answer.reply).toContain('24 hours');
    expect(answer.links).toContainEqual({ label: 'My Appointments', href: '/my-appointments' });
  });

  it('a red flag says 112 first and links the ambulance page', () => {
    const answer = answerChatLocally('chest pain and sweating');
    expect(answer.reply).toMatch(/^Call 112 now\./);
    expect(answer.links.map((l) => l.href)).toEqual(['tel:112', '/book-ambulance']);
  });

  it('a symptom points to the specialist and never names a medicine', () => {
    const answer = answerChatLocally('itchy rash on my arms for a week');
    expect(answer.links[0]).toEqual({
      label: 'Find a Dermatologist',
      href: '/search?specialty=Dermatologist',
    });
    expect(answer.reply).not.toMatch(/\b(tablet|mg|cream|ointment|antibiotic)\b/i);
  });

  it('refusals are kind and offer a way forward', () => {
    const answer = answerChatLocally('which medicine should I take for fever?');
    expect(answer.reply).toMatch(/^I am sorry/);
    expect(answer.links.length).toBeGreaterThan(0);
  });

  it('is deterministic', () => {
    expect(answerChatLocally('sar dard ho raha hai')).toEqual(answerChatLocally('sar dard ho raha hai'));
  });
});
