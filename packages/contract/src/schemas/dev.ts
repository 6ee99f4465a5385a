import { z } from 'zod';

/** Where the web app shows the development outbox (the e-mails the app would have sent). */
export const DEV_MAILBOX_PATH = '/dev/mailbox';

/**
 * GET /api/dev/info (development and test only; not registered in production, so the web app learns it
 * runs in development from this route answering): the demo accounts to sign in with, one per role, and
 * where the development mailbox is. `demoAccounts` is empty when the server runs without demo data.
 */
export const devInfoResponseSchema = z.object({
  demoAccounts: z.array(
    z.object({
      role: z.string(),
      email: z.string(),
      password: z.string(),
      note: z.string(),
    }),
  ),
  mailboxPath: z.string(),
});
export type DevInfo = z.infer<typeof devInfoResponseSchema>;
