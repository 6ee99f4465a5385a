import { describe, expect, it } from 'vitest';
import { listenedUrl, readyMessage } from './ready-banner';

describe('listenedUrl', () => {
  it('names the address and port actually bound', () => {
    expect(listenedUrl({ address: '127.0.0.1', family: 'IPv4', port: 3303 })).toBe('http://127.0.0.1:3303');
    expect(listenedUrl({ address: '::1', family: 'IPv6', port: 41000 })).toBe('http://[::1]:41000');
  });

  it('shows a wildcard interface as localhost', () => {
    expect(listenedUrl({ address: '0.0.0.0', family: 'IPv4', port: 3000 })).toBe('http://localhost:3000');
    expect(listenedUrl({ address: '::', family: 'IPv6', port: 3000 })).toBe('http://localhost:3000');
  });

  it('passes a socket path through', () => {
    expect(listenedUrl('/tmp/arogya.sock')).toBe('/tmp/arogya.sock');
  });
});

describe('readyMessage', () => {
  it('is one line without accounts', () => {
    expect(readyMessage('http://127.0.0.1:3303', { wildcard: false })).toBe(
      'Arogya is ready at http://127.0.0.1:3303',
    );
    expect(readyMessage('http://localhost:3000', { wildcard: true })).toBe(
      'Arogya is ready at http://localhost:3000 (listening on every interface)',
    );
  });

  it('adds an aligned table of the demo accounts', () => {
    const text = readyMessage('http://127.0.0.1:3000', {
      wildcard: false,
      accounts: [
        { role: 'admin', email: 'admin@arogya.health', password: 'Admin@12345' },
        { role: 'patient', email: 'priya@arogya.health', password: 'Patient@123' },
      ],
    });
    expect(text.split('\n')).toEqual([
      'Arogya is ready at http://127.0.0.1:3000',
      '',
      'Demo accounts (more in the README):',
      '  Role     Email                Password',
      '  admin    admin@arogya.health  Admin@12345',
      '  patient  priya@arogya.health  Patient@123',
    ]);
  });

  it('says where the development mailbox is, before the accounts', () => {
    const text = readyMessage('http://127.0.0.1:3304', {
      wildcard: false,
      mailboxUrl: 'http://127.0.0.1:3304/dev/mailbox',
      accounts: [{ role: 'admin', email: 'admin@arogya.health', password: 'Admin@12345' }],
    });
    expect(text.split('\n').slice(0, 3)).toEqual([
      'Arogya is ready at http://127.0.0.1:3304',
      'Development mailbox (e-mails the app sends, e.g. reset links): http://127.0.0.1:3304/dev/mailbox',
      '',
    ]);
    expect(
      readyMessage('http://127.0.0.1:3304', { wildcard: false, mailboxUrl: 'http://x/dev/mailbox' }),
    ).toBe(
      'Arogya is ready at http://127.0.0.1:3304\nDevelopment mailbox (e-mails the app sends, e.g. reset links): http://x/dev/mailbox',
    );
  });
});
