/**
 * Party roles resolved to the stance: which words name the party the user acts for. A contract names its parties
 * as 甲方/乙方 and by role (出租方、买受人…), and ties them in the head (甲方（出租方）：…, 出租人（以下简称“甲方”）);
 * the stance is a role (lessee, buyer…). `stanceWords` returns every word that names the stance's party in this
 * contract, so a clause's actor can be compared with it. Role words per stance are data (knowledge/families.ts).
 */
import type { DocIndex } from '../rules/doc-index';
import { STANCE_ROLE_WORDS } from '../knowledge/families';

const LETTER = /(甲|乙|丙)方/u;

/** Every role word of every stance, longest first (for matching inside a head line). */
const ALL_ROLE_WORDS = [...new Set(Object.values(STANCE_ROLE_WORDS).flat())].sort((a, b) => b.length - a.length);

/** 甲方/乙方/丙方 -> role words found next to it in the contract's head. */
export function letterRoles(ix: DocIndex): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const head = ix.headText.split('\n');
  for (const line of head) {
    const letter = LETTER.exec(line);
    if (!letter) continue;
    // Only the part of the line around the letter: "甲方（出租方）：王某" / "出租人（以下简称甲方）".
    const around = line.slice(Math.max(0, letter.index - 12), letter.index + 14);
    for (const w of ALL_ROLE_WORDS) {
      if (!around.includes(w)) continue;
      const key = `${letter[1]}方`;
      out.set(key, [...(out.get(key) ?? []), w]);
      break;
    }
  }
  return out;
}

/** Words that name the stance's party in this contract; empty for the neutral stance or an unknown stance. */
export function stanceWords(ix: DocIndex, stance: string): string[] {
  const roles = STANCE_ROLE_WORDS[stance];
  if (!roles) return [];
  const words = new Set(roles);
  for (const [letter, rs] of letterRoles(ix)) if (rs.some((r) => roles.includes(r))) words.add(letter);
  return [...words];
}

/** Does `actor` (a party word of a clause) name the stance's party? */
export function isStanceParty(actor: string, words: readonly string[]): boolean {
  return words.some((w) => actor === w || actor.includes(w) || w.includes(actor));
}
