import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { levels } from 'pino';
import { redactUrl } from '../logger';

const INFO = levels.values.info ?? 30;

/**
 * One log line per request, when its answer has been sent: `GET /api/health 200 3 ms` (Fastify's own two,
 * "incoming request" and "request completed", are not written). The path is logged without its query
 * string — queries carry search terms (DESIGN §3, logging) — and reset tokens in the path are redacted.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    // Below the logger's level (production runs at warn) the line is not built at all.
    if (!error && (levels.values[reply.log.level] ?? 0) > INFO) return;
    const ms = Math.round(reply.elapsedTime);
    const line = `${request.method} ${requestPath(request.url)} ${reply.statusCode} ${ms} ms`;
    const fields = { res: { statusCode: reply.statusCode }, responseTime: ms };
    if (error) reply.log.error({ ...fields, err: error }, line);
    else reply.log.info(fields, line);
  }
}

/** The path of a request URL without query or fragment, with tokens redacted. */
export function requestPath(url: string): string {
  return redactUrl(url.split(/[?#]/, 1)[0] ?? '');
}
