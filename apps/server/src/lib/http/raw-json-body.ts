import { webhookResultSchema } from '@arogya/contract/schemas/payments';
import type { ZodApp } from './zod-app';

/**
 * Registers routes that receive `application/json` as the raw bytes (a Buffer in `request.body`) instead of
 * parsed JSON: a webhook's signature covers the exact body, so it must be checked on those bytes.
 */
export function withRawJsonBody(app: ZodApp, register: (scope: ZodApp) => void): void {
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    register(scope as unknown as ZodApp);
  });
}

/** What a Razorpay webhook handler answers (`webhookResultSchema`). */
export type WebhookStatus = 'processed' | 'duplicate' | 'ignored';

/**
 * `POST {path}`: a public Razorpay webhook. The raw body, `X-Razorpay-Signature` and
 * `x-razorpay-event-id` go to `handle`, which checks the signature on those exact bytes and handles each
 * event id once; the answer is `{ status }`.
 */
export function registerRazorpayWebhook(
  app: ZodApp,
  route: {
    path: string;
    tags: string[];
    summary: string;
    handle(rawBody: Buffer, signature: unknown, eventId: unknown): Promise<WebhookStatus>;
  },
): void {
  withRawJsonBody(app, (scope) => {
    scope.post(
      route.path,
      {
        config: { access: 'public' },
        schema: {
          tags: route.tags,
          summary: route.summary,
          description:
            '`X-Razorpay-Signature` must be HMAC-SHA256 of the raw body with RAZORPAY_WEBHOOK_SECRET (400 ' +
            'otherwise, and always when it is not set). Each `x-razorpay-event-id` is handled once.',
          response: { 200: webhookResultSchema },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const status = await route.handle(
          raw,
          request.headers['x-razorpay-signature'],
          request.headers['x-razorpay-event-id'],
        );
        return { status };
      },
    );
  });
}
