/**
 * Server-Sent Events of every streamed answer (research, chat, file Q&A; api.md "Conventions for every module"):
 * `delta` {text}, `citation` {citation}, `done` {message}, `error` {code, message}. Every event has an `id` (its
 * sequence number); a client reconnecting with `Last-Event-ID: n` receives only the events after n, so no text is
 * repeated. `done` and `error` end the stream.
 */
import { z } from 'zod';

export const STREAM_EVENT_TYPES = ['delta', 'citation', 'done', 'error'] as const;
export type TStreamEventType = (typeof STREAM_EVENT_TYPES)[number];

export const ZStreamDelta = z.object({ text: z.string() });
export const ZStreamError = z.object({ code: z.number().int(), message: z.string() });

/** Final states of a streamed message, as the module stores it. */
export const STREAM_FINAL_STATUSES = ['done', 'stopped', 'failed'] as const;
export type TStreamFinalStatus = (typeof STREAM_FINAL_STATUSES)[number];

/** A message's status while and after it streams (the modules' message.status field). */
export const MESSAGE_STATUSES = ['streaming', 'done', 'stopped', 'failed'] as const;
export type TMessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Said by a stopped answer, appended to the saved text so a reader knows it is incomplete. */
export const STOPPED_NOTE = '（已停止生成）';
