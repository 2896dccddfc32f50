/** The generated section replaces only what lies between its markers: the hand-written analysis around it stays. */
import { describe, expect, it } from 'vitest';
import { BEGIN, END, spliceReport } from './report';

describe('spliceReport', () => {
  it('replaces the generated section and keeps the text around it', () => {
    const doc = `# Quality\n\nintro\n\n${BEGIN}\nold table\n${END}\n\n## Known gaps\n- gap`;
    const out = spliceReport(doc, `${BEGIN}\nnew table\n${END}`);
    expect(out).toBe(`# Quality\n\nintro\n\n${BEGIN}\nnew table\n${END}\n\n## Known gaps\n- gap`);
  });

  it('appends the section when the document has no markers yet', () => {
    expect(spliceReport('# Quality\n', `${BEGIN}\nt\n${END}`)).toBe(`# Quality\n\n${BEGIN}\nt\n${END}\n`);
  });
});
