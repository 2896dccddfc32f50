import 'fake-indexeddb/auto';

// jsdom has no CSS.escape; Chakra's dialogs (zag focus-trap) call it from a MutationObserver, which can fire as a
// test ends and then fails the whole run with an uncaught TypeError. The CSSOM serialization of an identifier,
// enough for the ids the dialogs escape (tests only; browsers have the real one).
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  const escape = (value: string): string =>
    Array.from(String(value), (ch, i) => {
      const code = ch.codePointAt(0)!;
      if (code === 0) return '\uFFFD';
      if ((code >= 0x1 && code <= 0x1f) || code === 0x7f) return `\\${code.toString(16)} `;
      if (i === 0 && code >= 0x30 && code <= 0x39) return `\\${code.toString(16)} `;
      if (i === 1 && code >= 0x30 && code <= 0x39 && value.startsWith('-')) return `\\${code.toString(16)} `;
      if (i === 0 && ch === '-' && value.length === 1) return '\\-';
      if (code >= 0x80 || ch === '-' || ch === '_' || /[0-9A-Za-z]/.test(ch)) return ch;
      return `\\${ch}`;
    }).join('');
  Object.defineProperty(globalThis, 'CSS', { value: { ...(globalThis.CSS ?? {}), escape }, configurable: true, writable: true });
}
