/**
 * Chat-completions stub answers for translation tests, benches and browser tests (issue 11). The "translation" is
 * deterministic, in the direction the system prompt asks for (`into 中文` -> Chinese, else English):
 *  - 中->英: a few known phrases into English, every other run of Chinese into the word `text`;
 *  - 英->中: a few known phrases into Chinese, whole sentences the caller knows (e.g. the PRC Constitution's official
 *    English -> its Chinese, ../shared/data/bilingual) into their Chinese, every other English word into `文`;
 * and every marker token (⟦T1⟧ terms, ⟦F1⟧…⟦/F1⟧ formatting, ⟦X1⟧ kept blocks) handled per mode:
 *  - honour: keeps every token (a model that follows the glossary and the markers);
 *  - ignore: writes its own habit ("act of God", 天灾) instead of every term token (a model that ignores the glossary);
 *  - fail: answers HTTP 500; hang: never answers (the client's timeout ends it); empty: answers nothing;
 *  - echo: returns the source untranslated.
 */
import type { StubReply, StubRequest } from '../../../ai/testing/chat-stub-server';

export type TStubMode = 'honour' | 'ignore' | 'fail' | 'hang' | 'empty' | 'echo';

/** The words the stub writes on its own: a term rendered as one of these would be "found" in any answer. */
export const STUB_OWN_WORDS = { en: ['EN', 'text', 'act of God'], zh: ['译文', '文', '天灾', '人民币', '元', '年', '月', '日', '第一条', '第二条'] };

const TO_EN: [RegExp, string][] = [
  [/人民币叁拾万元(整)?/g, 'RMB 300,000'],
  [/2024年3月1日/g, 'March 1, 2024'],
  [/第一条/g, 'Article 1'],
  [/第二条/g, 'Article 2'],
];

const TO_ZH: [RegExp, string][] = [
  [/RMB ?300,000(\.00)?/g, '人民币300,000元'],
  [/March 1, 2024/g, '2024年3月1日'],
  [/Article 1\b/g, '第一条'],
  [/Article 2\b/g, '第二条'],
];

const TOKEN = /(⟦[^⟧]*⟧)/;
// Quotation marks, colons, brackets and spaces around a known sentence (a planted term's quotes, a marker's edge).
const EDGE = /^([\s“”"‘’'():：（）]*)([\s\S]*?)([\s“”"‘’'():：（）]*)$/;

function toChinese(text: string, sentences: ReadonlyMap<string, string> | undefined): string {
  return text
    .split(TOKEN)
    .map((piece, i) => {
      if (i % 2 === 1) return piece;
      const [, lead = '', core = '', tail = ''] = EDGE.exec(piece) ?? [];
      const known = sentences?.get(core.trim());
      if (known) return `${lead.trim()}${known}${tail.trim()}`;
      // Known phrases, then every English word becomes 文; spaces between Chinese go, as in a Chinese text.
      let out = piece;
      for (const [re, zh] of TO_ZH) out = out.replace(re, zh);
      return out.replace(/[A-Za-z][A-Za-z'’-]*/g, '文').replace(/(?<=[^\x20-\x7e])\s+|\s+(?=[^\x20-\x7e])/g, '');
    })
    .join('');
}

/** The stub's translation of a user message (see the file comment); `to` defaults to English. */
export function stubTranslate(
  user: string,
  mode: 'honour' | 'ignore' | 'echo',
  options: { to?: 'en' | 'zh'; sentences?: ReadonlyMap<string, string> } = {},
): string {
  if (mode === 'echo') return user;
  if (options.to === 'zh') {
    const text = mode === 'ignore' ? user.replace(/⟦T\d+⟧/g, '天灾') : user;
    return `译文：${toChinese(text, options.sentences)}`;
  }
  let text = user;
  for (const [re, en] of TO_EN) text = text.replace(re, en);
  if (mode === 'ignore') text = text.replace(/⟦T\d+⟧/g, 'act of God');
  // Chinese (and full-width punctuation) becomes words; tokens, figures and Latin text stay.
  text = text.replace(/[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef“”‘’…—]+/g, ' text ');
  return `EN ${text}`.replace(/[ \t]+/g, ' ').trim();
}

/** The target language a translation system prompt asks for (translate-segment.ts writes "into 中文" or "into English"). */
export function stubTargetOf(system: string): 'en' | 'zh' {
  return /into 中文/.test(system) ? 'zh' : 'en';
}

/** A chat-stub handler answering in the given mode (a function, so a test can switch modes between calls). */
export function stubTranslator(mode: () => TStubMode): (request: StubRequest) => StubReply {
  return (request) => {
    const m = mode();
    if (m === 'fail') return { status: 500, body: '{"error":{"message":"stub failure"}}' };
    if (m === 'hang') return { hang: true };
    if (m === 'empty') return { content: '' };
    return { content: stubTranslate(request.user, m, { to: stubTargetOf(request.system) }) };
  };
}
