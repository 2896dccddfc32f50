/**
 * The one error type of the Word layer. Every way a file can be unreadable (corrupt or truncated zip, zip bomb,
 * password protection, XML with a DOCTYPE/entities, malformed XML, no main document) is kind 'parse', which the
 * upload path answers with code 20023; `reason` says which, for logs and tests (never shown to users).
 */
export type DocxErrorKind = 'parse';
export type DocxErrorReason =
  | 'corrupt-zip'
  | 'zip-bomb'
  | 'encrypted'
  | 'doctype'
  | 'malformed-xml'
  | 'no-main-document'
  | 'not-docx'
  /** Over a reading limit (decision 171): an XML part too big to inflate, a huge tag. */
  | 'too-large'
  | 'too-deep'
  | 'too-many-paragraphs'
  /** More text than the caller's limit: the upload answers 20032, not 20023. */
  | 'too-many-chars';

export class DocxError extends Error {
  constructor(
    readonly kind: DocxErrorKind,
    readonly reason: DocxErrorReason,
    detail: string,
  ) {
    super(`${kind}/${reason}: ${detail}`);
    this.name = 'DocxError';
  }
}

/** Shorthand for the common case. */
export function parseError(reason: DocxErrorReason, detail: string): DocxError {
  return new DocxError('parse', reason, detail);
}
