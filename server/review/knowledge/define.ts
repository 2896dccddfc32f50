/** Validates one checks file at load time: schema, id prefix = file's category, unique ids. */
import { ZCheckList, type TCheck, type TCheckInput } from './schema';

/** Parses a category's checks; throws with the offending id when a check is malformed. */
export function defineChecks(category: string, raw: TCheckInput[]): TCheck[] {
  const parsed = ZCheckList.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const at = issue?.path[0];
    const id = typeof at === 'number' ? raw[at]?.id : undefined;
    throw new Error(`knowledge/${category}: check ${id ?? '?'} invalid at ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const seen = new Set<string>();
  for (const c of parsed.data) {
    if (!c.id.startsWith(`${category}.`)) throw new Error(`knowledge/${category}: id ${c.id} must start with ${category}.`);
    if (seen.has(c.id)) throw new Error(`knowledge/${category}: duplicate id ${c.id}`);
    seen.add(c.id);
    if (c.detector.kind === 'missing-clause' && c.revision && c.revision.op !== 'insert')
      throw new Error(`knowledge/${category}: ${c.id}: a missing clause can only be inserted`);
  }
  return parsed.data;
}
