import { describe, expect, it } from 'vitest';
import {
  disposableDomains,
  EXTRA_DISPOSABLE_DOMAINS,
  NOT_DISPOSABLE_DOMAINS,
} from './disposable-email-domains';
import { isDisposableEmail, isPlausibleLicenseNumber, mergeFraudFlags, phoneDigits } from './fraud-flags';

const NOW = new Date('2026-06-01T00:00:00Z');

describe('isPlausibleLicenseNumber', () => {
  it.each([
    'MMC-2011-045678',
    'MMC-2012-045678',
    'DMC-2017-012345',
    'MSDC-1999-000001',
    'TNMC-2020-123456',
    'BCMR-2001-654321',
    'DMC/R/12345',
    'KMC 123456',
    'kmc 123456',
    'NMC-2020-123456',
    'NMC/2021/00012345',
    '45678',
    '12345678',
    'MMC12345',
    '12345/2010',
    'APMC.2015.98765',
  ])('accepts the doctor registration %s', (value) => {
    expect(isPlausibleLicenseNumber('doctor', value, NOW)).toBe(true);
  });

  it.each([
    '',
    '   ',
    '123',
    '123456789',
    'ABC',
    'MMC-201',
    'MMC-2099-045678',
    'not a licence 12345',
    'MMC--2011--045678!',
    '<script>1234</script>',
  ])('refuses the doctor registration %j', (value) => {
    expect(isPlausibleLicenseNumber('doctor', value, NOW)).toBe(false);
  });

  it('refuses a missing licence', () => {
    expect(isPlausibleLicenseNumber('doctor', null, NOW)).toBe(false);
    expect(isPlausibleLicenseNumber('nurse', undefined, NOW)).toBe(false);
  });

  it.each(['MNC-2014-023456', 'KSNC/RN/12345', 'RNRM 12345', 'TNNMC-2010-000123', 'DNC 98765'])(
    'accepts the nursing council registration %s',
    (value) => {
      expect(isPlausibleLicenseNumber('nurse', value, NOW)).toBe(true);
    },
  );

  it.each(['DMLT-MH-2019-04512', 'BMLT/2020/1234', 'MLT 12345', 'cert-ab-9876'])(
    'accepts the technician certification %s',
    (value) => {
      expect(isPlausibleLicenseNumber('technician', value, NOW)).toBe(true);
    },
  );

  it.each(['12345678', 'DMLT', 'A-1234', 'DMLT--1234', 'DM LT 12', 'X'.repeat(10) + '1'.repeat(25)])(
    'refuses the technician certification %j',
    (value) => {
      expect(isPlausibleLicenseNumber('technician', value, NOW)).toBe(false);
    },
  );

  it.each([
    'DL-0420110149646',
    'MH-0220150034567',
    'MH12 20190012345',
    'MH-12-2019-0012345',
    'KA0120200001234',
    'tn 09 2018 0001234',
  ])('accepts the driving licence %s', (value) => {
    expect(isPlausibleLicenseNumber('ambulance', value, NOW)).toBe(true);
  });

  it.each([
    'XX-0420110149646', // no such state
    'DL-04201101496', // serial too short
    'DL-0420990149646', // issued in the future
    'DL0420110149646X',
    'MMC-2011-045678',
    '0420110149646',
  ])('refuses the driving licence %s', (value) => {
    expect(isPlausibleLicenseNumber('ambulance', value, NOW)).toBe(false);
  });
});

describe('isDisposableEmail', () => {
  it('uses the maintained list with our additions, and never the forwarding services', () => {
    const domains = disposableDomains();
    expect(domains.size).toBeGreaterThanOrEqual(100_000);
    for (const d of [
      'mailinator.com',
      '10minutemail.com',
      'guerrillamail.com',
      'yopmail.com',
      ...EXTRA_DISPOSABLE_DOMAINS,
    ]) {
      expect(domains.has(d)).toBe(true);
    }
    for (const d of NOT_DISPOSABLE_DOMAINS) expect(domains.has(d)).toBe(false);
    for (const d of EXTRA_DISPOSABLE_DOMAINS) expect(d).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
  });

  it.each([
    'x@mailinator.com',
    'X@MAILINATOR.COM',
    'a@sub.mailinator.com',
    'a@yopmail.com.',
    'a@10minutemail.com',
  ])('flags %s', (email) => {
    expect(isDisposableEmail(email)).toBe(true);
  });

  it.each([
    'priya@arogya.health',
    'a@gmail.com',
    'a@mailinator.com.example.org',
    'a@notmailinator.co',
    'a@33mail.com',
    'a@rediffmail.com',
    'a@yahoo.co.in',
    'no-at-sign',
  ])('does not flag %s', (email) => {
    expect(isDisposableEmail(email)).toBe(false);
  });
});

describe('phoneDigits', () => {
  it('compares Indian numbers by their last 10 digits', () => {
    expect(phoneDigits('+91 98110 54321')).toBe('9811054321');
    expect(phoneDigits('+919811054321')).toBe('9811054321');
    expect(phoneDigits('09811054321')).toBe('9811054321');
    expect(phoneDigits('12345')).toBeNull();
  });
});

describe('mergeFraudFlags', () => {
  it('replaces the computed codes and keeps codes it does not know', () => {
    expect(mergeFraudFlags(['DUPLICATE_PHONE', 'MANUAL_REVIEW'], ['INVALID_LICENSE_FORMAT'])).toEqual([
      'INVALID_LICENSE_FORMAT',
      'MANUAL_REVIEW',
    ]);
  });
});
