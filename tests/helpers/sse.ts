/** Reads an SSE body (from app.inject, which waits for the end of the stream) into events: id, event name, data. */
export type TSseEvent = { id: number | null; event: string; data: unknown };

export function parseSse(body: string): TSseEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.includes('data:'))
    .map((block) => {
      const lines = block.split('\n');
      const get = (name: string) => lines.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
      const id = get('id');
      return { id: id ? Number(id) : null, event: get('event') ?? 'message', data: JSON.parse(get('data')!) };
    });
}

/** The answer text a client would show: every delta joined. */
export function sseText(events: TSseEvent[]): string {
  return events
    .filter((e) => e.event === 'delta')
    .map((e) => (e.data as { text: string }).text)
    .join('');
}
