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
