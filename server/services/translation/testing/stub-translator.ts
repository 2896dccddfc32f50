/**
 * Chat-completions stub answers for translation tests, benches and browser tests (issue 11). The "translation" is
 * deterministic: a few known phrases into English, every other run of Chinese into the word `text`, and every
 * marker token (⟦T1⟧ terms, ⟦F1⟧…⟦/F1⟧ formatting, ⟦X1⟧ kept blocks) handled per mode:
 *  - honour: keeps every token (a model that follows the glossary and the markers);
 *  - ignore: writes its own habit ("act of God") instead of every term token (a model that ignores the glossary);
 *  - fail: answers HTTP 500; hang: never answers (the client's timeout ends it); empty: answers nothing;
 *  - echo: returns the source untranslated.
 */
import type { StubReply, StubRequest } from '../../../ai/testing/chat-stub-server';

export type TStubMode = 'honour' | 'ignore' | 'fail' | 'hang' | 'empty' | 'echo';

const PHRASES: [RegExp, string][] = [
  [/人民币叁拾万元(整)?/g, 'RMB 300,000'],
  [/2024年3月1日/g, 'March 1, 2024'],
  [/第一条/g, 'Article 1'],
  [/第二条/g, 'Article 2'],
];

/** The stub's translation of a user message (see the file comment). */
export function stubTranslate(user: string, mode: 'honour' | 'ignore' | 'echo'): string {
  if (mode === 'echo') return user;
  let text = user;
  for (const [re, en] of PHRASES) text = text.replace(re, en);
  if (mode === 'ignore') text = text.replace(/⟦T\d+⟧/g, 'act of God');
  // Chinese (and full-width punctuation) becomes words; tokens, figures and Latin text stay.
  text = text.replace(/[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef“”‘’…—]+/g, ' text ');
  return `EN ${text}`.replace(/[ \t]+/g, ' ').trim();
}

/** A chat-stub handler answering in the given mode (a function, so a test can switch modes between calls). */
export function stubTranslator(mode: () => TStubMode): (request: StubRequest) => StubReply {
  return (request) => {
    const m = mode();
    if (m === 'fail') return { status: 500, body: '{"error":{"message":"stub failure"}}' };
    if (m === 'hang') return { hang: true };
    if (m === 'empty') return { content: '' };
    return { content: stubTranslate(request.user, m) };
  };
}
