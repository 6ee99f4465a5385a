import { createRequire } from 'node:module';

/**
 * Disposable / temporary e-mail domains (DESIGN §6 fraud flag DISPOSABLE_EMAIL): the maintained npm list
 * `disposable-email-domains` (about 121,000 domains, plus wildcard domains whose every subdomain is
 * disposable), with our own additions and exceptions — see docs/decisions/046-disposable-email-list.md for
 * the comparison that chose it. A domain matches itself and every subdomain (`x.mailinator.com`).
 */

/** Disposable services the package did not list when it replaced our hand-kept list (1.0.62). */
export const EXTRA_DISPOSABLE_DOMAINS: readonly string[] = [
  '10minutemail.org',
  'asdasd.ru',
  'disposable.com',
  'emailondeck.com',
  'fakemail.net',
  'guerillamail.de',
  'guerrillamail.email',
  'mail.tm',
  'mysamp.de',
  'mytempmail.com',
  'nincsmail.hu',
  'noblepioneer.com',
  'nospammail.net',
  'odnorazovoe.ru',
  'onlatedotcom.info',
  'privatdemail.net',
  'schrott-email.de',
  'secretemail.de',
  'temp-mail.io',
  'temp-mail.ru',
  'tempmail.net',
  'trialmail.de',
  'wegwerfemail.com',
  'zehnminuten.de',
];

/**
 * Forwarding and alias services people use for their real mail: never flagged, even where the package
 * lists them (a professional who shields their address is not a fraud signal).
 */
export const NOT_DISPOSABLE_DOMAINS: readonly string[] = ['33mail.com'];

let domains: ReadonlySet<string> | null = null;

/** Every disposable domain, loaded on first use (the list is large; start-up does not pay for it). */
export function disposableDomains(): ReadonlySet<string> {
  if (domains === null) {
    const require = createRequire(import.meta.url);
    const listed = require('disposable-email-domains') as string[];
    const wildcard = require('disposable-email-domains/wildcard.json') as string[];
    const set = new Set([...listed, ...wildcard, ...EXTRA_DISPOSABLE_DOMAINS]);
    for (const domain of NOT_DISPOSABLE_DOMAINS) set.delete(domain);
    domains = set;
  }
  return domains;
}
