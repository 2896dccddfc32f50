/**
 * Server-sent events reader for streamed chat completions. Events are separated by a blank line; an event's `data:`
 * lines are joined with '\n'. Chunks from the network split lines and even UTF-8 characters anywhere, so bytes are
 * decoded in streaming mode and only complete lines are interpreted.
 */
export async function* readSseData(body: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  let buffer = '';
  let data: string[] = [];
  const flushLine = function* (line: string): Generator<string> {
    if (line === '') {
      if (data.length > 0) yield data.join('\n');
      data = [];
      return;
    }
    if (line.startsWith(':')) return; // comment / keep-alive
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
  };
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    let nl: number;
    while ((nl = buffer.search(/\r\n|\r|\n/)) !== -1) {
      const line = buffer.slice(0, nl);
      const sepLength = buffer.startsWith('\r\n', nl) ? 2 : 1;
      // A lone '\r' at the end of the buffer may be the first half of '\r\n': wait for more bytes.
      if (buffer[nl] === '\r' && nl === buffer.length - 1) break;
      buffer = buffer.slice(nl + sepLength);
      yield* flushLine(line);
    }
  }
  buffer += decoder.decode();
  if (buffer !== '') yield* flushLine(buffer);
  yield* flushLine('');
}
