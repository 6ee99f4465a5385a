import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { JobQueue } from './jobs/types';
import type { Clock } from './lib/clock';
import type { FileStorage } from './lib/storage';
import type { TokenService } from './lib/tokens';
import type { SessionService } from './modules/auth/sessions';
import type { DemandRecorder } from './modules/demand/demand-recorder';
import type { AnalyticsRecorder } from './modules/subscription/analytics-recorder';
import type { DomainEventSink } from './realtime/dispatch';
import type { RealtimeEmitter } from './realtime/types';

/**
 * What route modules receive. Services take only the narrow parts they need
 * (`createXService({ db, clock, … })`), so tests can pass fakes.
 */
export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  db: Database;
  clock: Clock;
  tokens: TokenService;
  jobs: JobQueue;
  realtime: RealtimeEmitter;
  /** Where services record domain events; `realtime/dispatch.ts` turns them into socket events. */
  events: DomainEventSink;
  /** Sign-in sessions: issue, resolve, end (and close their sockets). */
  sessions: SessionService;
  /** Uploaded files (local disk or S3). */
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** Search demand for the heatmap: `demand.record({ lat, lng, city, specialty })` never waits or throws. */
  demand: DemandRecorder;
  /** Profile analytics: `analytics.appeared(ids)` / `analytics.viewed(id)` never wait or throw. */
  analytics: AnalyticsRecorder;
}
