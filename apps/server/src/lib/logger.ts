import type { LoggerOptions } from 'pino';

/**
 * Log options shared by Fastify and the jobs. Secrets and health data are redacted wherever they
 * appear in a logged object; request bodies are never logged.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.token',
        '*.secret',
        '*.twoFactorSecret',
        '*.govId',
        '*.symptoms',
        '*.previousMeds',
        '*.diagnosis',
        '*.medicalHistory',
        '*.doctorNotes',
        '*.razorpay_signature',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; id: string; ip?: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
      }),
    },
  };
}

/** Reset-password tokens travel in the path; keep them out of logs. */
export function redactUrl(url: string): string {
  return url.replace(/(reset-password\/)[^/?#]+/i, '$1[redacted]');
}
