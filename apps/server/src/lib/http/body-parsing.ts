import type { IncomingMessage } from 'node:http';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';

/** Whether the route reads a body at all: it declares a body schema. */
function takesBody(request: FastifyRequest): boolean {
  return request.routeOptions.schema?.body !== undefined;
}

/**
 * Body parsing of the API. A write whose route takes no body (PUT /notifications/:id/mark-read, log-out…)
 * is accepted without one whatever content type the client sent — fetch wrappers send
 * `Content-Type: application/json` on every request. A route that takes a body still refuses an empty one
 * (400 "The request body is empty…"), and a body in a type nobody reads is still a 415.
 */
export function registerBodyParsing(app: FastifyInstance): void {
  // Fastify's own parser, with its guards against prototype poisoning.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '' && !takesBody(request)) {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });

  // Any other type without a parser of its own (multipart and text/plain have theirs).
  app.addContentTypeParser('*', (request, payload, done) => {
    if (takesBody(request)) {
      done(unsupported(request), undefined);
      return;
    }
    isEmpty(payload).then(
      (empty) => done(empty ? null : unsupported(request), undefined),
      (err: Error) => done(err, undefined),
    );
  });
}

function unsupported(request: FastifyRequest): Error {
  return new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type']);
}

/** Reads the body far enough to know whether it has any bytes; a body with some is left to the error. */
function isEmpty(payload: IncomingMessage): Promise<boolean> {
  if (payload.headers['content-length'] === '0') return Promise.resolve(true);
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      if (chunk.length === 0) return;
      cleanup();
      resolve(false);
    };
    const onEnd = () => {
      cleanup();
      resolve(true);
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    const cleanup = () => {
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', onError);
      payload.pause();
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
  });
}
