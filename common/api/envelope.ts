import { z } from 'zod';

/** Wraps a data schema in the response envelope {code, data, message} (api.md). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), data, message: z.string() });
}

/** Envelope of an error: data is always null. */
export const ZErrorResponse = z.object({ code: z.number().int(), data: z.null(), message: z.string() });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZEmpty = z.object({}).strict();

export type TEnvelope<T> = { code: number; data: T; message: string };

/** Base paths live in paths.ts (zod-free, for the web app's first load); re-exported here for existing imports. */
export { API_BASE, SAAS_BASE, CONTRACT_BASE } from './paths';
