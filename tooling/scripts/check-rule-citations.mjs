// Checks that the behaviour rules cited in the repository resolve in docs/ (docs/README.md
// "Reading a citation"): every `spec N §X` has a heading `§X` in docs/rules/N-*.md, every rule ID
// cited is defined in docs/rules, and no ID is defined twice. Prints the counts; exits 1 on a miss.
// Run from the repository root: `node tooling/scripts/check-rule-citations.mjs`.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const RULES_DIR = 'docs/rules';
const SCANNED = ['apps', 'packages', 'tooling', 'docs', 'README.md'];
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md|json|ya?ml|sql|html|css)$/;
const AREAS = 'PR|RT|PG|EN|SE|EV|DS|CO|VA|AU|RQ|CA|ER|CN|ID|AD|WF|OR|SV';
const RULE_ID = new RegExp(`\\b(?:${AREAS})-[A-Z]\\d+\\b`, 'g');
const DEFINED_ID = new RegExp(`(?:^- \\*\\*|^\\| )((?:${AREAS})-[A-Z]\\d+)\\b`, 'gm');
const SECTION = /§\d+(?:\.\d+)*/g;
// `spec 2 §1, §2.12, §3` or `spec 2 §2.1–§2.12`: every section of the run belongs to that spec.
const CITATION = /\bspec ([12]) (§\d+(?:\.\d+)*(?:\s*(?:,|;|–|-|\/|and|or)\s*§\d+(?:\.\d+)*)*)/gi;

/** Headings (`§X`) and rule IDs of each rules file, keyed by its spec number. */
function readRules() {
  const sections = new Map();
  const defined = new Map();
  for (const name of readdirSync(RULES_DIR)) {
    if (!name.endsWith('.md')) continue;
    const path = join(RULES_DIR, name);
    const text = readFileSync(path, 'utf8');
    const spec = name.match(/^(\d+)-/)?.[1];
    if (spec) {
      const headings = new Set();
      for (const line of text.split('\n')) {
        const heading = line.match(/^#+ (§\d+(?:\.\d+)*) /);
        if (heading) headings.add(heading[1]);
      }
      sections.set(spec, headings);
    }
    for (const [, id] of text.matchAll(DEFINED_ID)) {
      defined.set(id, [...(defined.get(id) ?? []), path]);
    }
  }
  return { sections, defined };
}

function scannedFiles() {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...SCANNED],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return [...new Set(listed.split('\0'))].filter((file) => TEXT_FILE.test(file));
}

const { sections, defined } = readRules();
const citedSections = new Map();
const citedIds = new Map();
const note = (map, key, file) => map.set(key, (map.get(key) ?? new Set()).add(file));

for (const file of scannedFiles()) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // listed but deleted in the working tree
  }
  for (const [, spec, run] of text.matchAll(CITATION)) {
    for (const [section] of run.matchAll(SECTION))
      note(citedSections, `spec ${spec} ${section}`, file);
  }
  // In the rules themselves only references count, not the definitions.
  const references = file.startsWith(`${RULES_DIR}/`) ? text.replace(DEFINED_ID, '') : text;
  for (const [id] of references.matchAll(RULE_ID)) note(citedIds, id, file);
}

const problems = [];
for (const [citation, files] of citedSections) {
  const [, spec, section] = citation.split(' ');
  if (!sections.get(spec)?.has(section)) {
    problems.push(
      `${citation}: no heading ${section} in ${RULES_DIR}/${spec}-*.md (${[...files].join(', ')})`,
    );
  }
}
for (const [id, files] of citedIds) {
  if (!defined.has(id))
    problems.push(`${id}: not defined in ${RULES_DIR} (${[...files].join(', ')})`);
}
for (const [id, paths] of defined) {
  if (paths.length > 1) problems.push(`${id}: defined ${paths.length} times`);
}

console.log(
  `rule citations: ${citedSections.size} distinct sections cited, ${defined.size} rule IDs defined, ${citedIds.size} cited`,
);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
