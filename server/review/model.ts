/**
 * The review engine's shared model: what the .docx reader produces and what rules consume.
 * Reader (docx/) -> ReviewDocument -> rules (rules/, knowledge/) -> RuleFinding[] -> writers (docx/ writers, report/).
 */
import type { TAnchor, TFindingLevel, TRevision, TDocParagraph } from '@common/api/contract';

/** One paragraph in reading order, with its rendered numbering label. Offsets are in `text` (visible text). */
export interface ReviewParagraph extends TDocParagraph {
  /** OOXML part the paragraph lives in, e.g. 'word/document.xml', 'word/header1.xml'. */
  part: string;
  /** Paragraph style id (w:pStyle), '' when none; used for heading detection. */
  style: string;
}

export interface ReviewDocument {
  paragraphs: ReviewParagraph[];
  /** Visible characters of the contract (labels excluded, whitespace excluded): the spec's word count. */
  charCount: number;
}

/** A citation as a rule writes it: the law's short or full name and the article (第X条 or a number). */
export interface Citation {
  law: string;
  article: string;
}

/** What a rule or checker produces, before legal-basis resolution and id assignment. */
export interface RuleFinding {
  ruleId: string;
  level: TFindingLevel;
  title: string;
  explanation: string;
  suggestion: string;
  citations: Citation[];
  /** null when the finding concerns the contract as a whole (e.g. a missing clause). */
  anchor: TAnchor | null;
  revision: TRevision | null;
  source: 'rule' | 'mechanical' | 'model' | 'playbook';
}

/** Context a rule sees besides the document. */
export interface ReviewContext {
  categoryId: string;
  /** The stance's prompt_id, e.g. 'buyer', 'seller', 'neutral'. */
  stance: string;
  reviewer: string;
}
