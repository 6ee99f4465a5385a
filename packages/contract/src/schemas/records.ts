import { z } from 'zod';
import { RECORD_SOURCES } from '../constants/records';
import { idSchema } from './common';

/** A health record (spec 02 §3: id, name, type, size, uploadedAt, status) plus ours. */
export const healthRecordSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  /** The stored content type, read from the bytes. */
  type: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  status: z.string(),
  source: z.enum(RECORD_SOURCES),
  shares: z.array(
    z.object({
      _id: z.string(),
      professional: z.object({ _id: z.string(), name: z.string() }),
      createdAt: z.string(),
    }),
  ),
});
export type HealthRecord = z.infer<typeof healthRecordSchema>;
export const healthRecordListSchema = z.array(healthRecordSchema);

export const uploadRecordsResultSchema = z.object({
  msg: z.string(),
  message: z.string(),
  records: healthRecordListSchema,
});

export const recordShareInputSchema = z.object({ professionalId: idSchema });
export const recordShareSchema = z.object({
  _id: z.string(),
  recordId: z.string(),
  professional: z.object({ _id: z.string(), name: z.string() }),
  createdAt: z.string(),
});
export const shareParamsSchema = z.object({ id: idSchema, shareId: idSchema });

/** A record another patient shared with the caller (GET /api/records/shared-with-me). */
export const sharedRecordSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  patient: z.object({ _id: z.string(), name: z.string() }),
  sharedAt: z.string(),
});
export type SharedRecord = z.infer<typeof sharedRecordSchema>;
export const sharedRecordListSchema = z.array(sharedRecordSchema);

/** Professionals the patient has appointments with: whom a record can be shared with. */
export const shareTargetListSchema = z.array(
  z.object({ _id: z.string(), name: z.string(), role: z.string() }),
);
