// Fails when a Chakra component imported anywhere in src/ has no recipe in src/theme.ts (decision 015): the theme
// ships only the recipes LawDesk uses, and a component without its recipe renders unstyled without any error.
// Run: node scripts/check-chakra-recipes.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = process.cwd();
const compDir = resolve(root, 'node_modules/@chakra-ui/react/dist/esm/components');
const kebab = (s) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const used = new Set();
const walk = (d) => {
  for (const e of readdirSync(d, { withFileTypes: true })) {
    const p = join(d, e.name);
    if (e.isDirectory()) walk(p);
    else if (/\.tsx?$/.test(e.name)) {
      for (const m of readFileSync(p, 'utf8').matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]@chakra-ui\/react['"]/g)) {
        for (const n of m[1].split(',')) {
          const name = n.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
          if (/^[A-Z]/.test(name)) used.add(name);
        }
      }
    }
  }
};
walk(resolve(root, 'src'));
const readDir = (d) => {
  try {
    return readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? readDir(join(d, e.name)) : [readFileSync(join(d, e.name), 'utf8')]));
  } catch {
    return [];
  }
};
// Recipes a component family reads itself, plus the ones its parts read (checkmark, radiomark, inputAddon, button).
const needed = new Map();
for (const name of used) {
  for (const src of readDir(join(compDir, kebab(name)))) {
    for (const m of src.matchAll(/key: "([a-zA-Z]+)"/g)) needed.set(m[1], name);
  }
}
const theme = readFileSync(resolve(root, 'src/theme.ts'), 'utf8');
// Only keys Chakra ships a default recipe for count (Text, Pagination … read a key nothing defines).
const themeDir = resolve(compDir, '../theme');
const defaults = new Set(
  ['recipes.js', 'slot-recipes.js'].flatMap((f) => [...readFileSync(join(themeDir, f), 'utf8').matchAll(/^\s+(\w+): \w+Recipe/gm)].map((m) => m[1])),
);
const missing = [...needed].filter(([key]) => defaults.has(key) && !new RegExp(`\\b${key}: \\w+Recipe\\b`).test(theme));
if (missing.length) {
  for (const [key, name] of missing) console.error(`src/theme.ts lacks the "${key}" recipe (used by ${name})`);
  process.exit(1);
}
console.log(`Chakra recipes: all ${needed.size} recipes of the ${used.size} Chakra imports in src/ are in src/theme.ts`);
