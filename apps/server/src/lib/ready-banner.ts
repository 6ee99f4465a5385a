import type { AddressInfo } from 'node:net';

/** The URL the server actually listens on; a wildcard interface is shown as localhost (reachable from here). */
export function listenedUrl(address: AddressInfo | string | null): string {
  if (address === null) return 'unknown address';
  if (typeof address === 'string') return address; // a pipe or socket path
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

export interface ReadyAccount {
  role: string;
  email: string;
  password: string;
}

/**
 * The ready line: where to open the app, and — when a person is watching a development start with demo
 * data — where the development mailbox is and a short table of the demo accounts to sign in with.
 */
export function readyMessage(
  url: string,
  opts: { wildcard: boolean; accounts?: readonly ReadyAccount[]; mailboxUrl?: string },
): string {
  const head = `Arogya is ready at ${url}${opts.wildcard ? ' (listening on every interface)' : ''}`;
  const mailbox = opts.mailboxUrl
    ? [`Development mailbox (e-mails the app sends, e.g. reset links): ${opts.mailboxUrl}`]
    : [];
  if (!opts.accounts || opts.accounts.length === 0) return [head, ...mailbox].join('\n');
  const rows = [{ role: 'Role', email: 'Email', password: 'Password' }, ...opts.accounts];
  const width = (k: keyof ReadyAccount) => Math.max(...rows.map((r) => r[k].length));
  const table = rows.map(
    (r) => `  ${r.role.padEnd(width('role'))}  ${r.email.padEnd(width('email'))}  ${r.password}`,
  );
  return [head, ...mailbox, '', 'Demo accounts (more in the README):', ...table].join('\n');
}
