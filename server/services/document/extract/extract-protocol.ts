/** Messages between run-extraction.ts and extract-worker.ts (a worker thread). */
export type TExtractRequest =
  | { op: 'text'; kind: 'pdf' | 'docx' | 'txt'; bytes: Uint8Array }
  | { op: 'ocr'; kind: 'pdf' | 'png' | 'jpeg'; bytes: Uint8Array; pages: number[] };

export type TExtractedPage = { page: number; text: string; needsOcr: boolean; reason: 'ok' | 'empty' | 'dirty' | 'blank' };

export type TExtractMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'pages'; pages: TExtractedPage[]; numPages: number }
  | { type: 'ocr-page'; page: number; text: string }
  | { type: 'done' }
  | { type: 'error'; reason: 'encrypted' | 'damaged' | 'memory' | 'timeout'; detail?: string };
