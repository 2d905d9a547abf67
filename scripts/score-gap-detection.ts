/**
 * Precision and recall of knowledge-gap detection on the labelled transcripts
 * (worker/src/jobs/knowledge-gaps/fixtures), per language and split; results go in docs/benchmarks.md.
 */
import { loadGapCases, scoreGapDetection, type GapCase } from '../worker/src/jobs/knowledge-gaps/gap-fixtures.ts';

const cases = loadGapCases();
const sets: [string, GapCase[]][] = [
  ['English, all', cases.filter((c) => c.lang === 'en')],
  ['English, dev', cases.filter((c) => c.lang === 'en' && c.split === 'dev')],
  ['English, held out', cases.filter((c) => c.lang === 'en' && c.split === 'heldout')],
  ['German, French, Spanish, Italian', cases.filter((c) => c.lang !== 'en')],
  ['All languages', cases],
];
console.log('| Set | Calls | Gaps labelled | Found right | False alarms | Missed | Precision | Recall |');
console.log('|---|---|---|---|---|---|---|---|');
for (const [name, set] of sets) {
  const s = scoreGapDetection(set);
  const labelled = s.truePositives + s.falseNegatives;
  console.log(
    `| ${name} | ${s.cases} | ${labelled} | ${s.truePositives} | ${s.falsePositives} | ${s.falseNegatives} | ${s.precision.toFixed(2)} | ${s.recall.toFixed(2)} |`,
  );
}
const misses = scoreGapDetection(cases).misses;
if (misses.length > 0) console.log(`\nErrors:\n${misses.map((m) => `- ${m}`).join('\n')}`);
