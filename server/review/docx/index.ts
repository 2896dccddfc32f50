/**
 * The Word layer's public API: sniff uploaded bytes, open and read a .docx into the review model, write the
 * annotated / tracked / clean copies, verify written files. Everything throws DocxError('parse') for unreadable input.
 */
export { sniffDocx, type SniffResult } from './sniff';
export { openDocx, type DocxPackage } from './open-docx';
export { readDocx, toDocumentModel } from './read-docx';
export { writeAnnotated, annotate, type AnnotateMode, type AnnotateOptions, type AnnotateResult, type AnnotationManifest } from './write-docx';
export { verifyAnnotations, type VerifyResult } from './verify';
export { DocxError, type DocxErrorReason } from './errors';
export { convertsCleanly } from './libreoffice-check';
