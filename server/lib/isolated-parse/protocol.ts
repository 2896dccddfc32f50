/** Messages between run-isolated.ts (the caller's thread) and serve-parser.ts (the worker thread). */
export type TParseRequest = { id: number; input: unknown };

/** What a parser threw, kept to the fields callers map to response codes. */
export type TThrown = { name: string; message: string; reason?: string; code?: string | number };

export type TParseReply = { id: number; ok: true; output: unknown } | { id: number; ok: false; error: TThrown };
