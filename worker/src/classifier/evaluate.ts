/**
 * Measures the transcript classifier on the labelled fixtures: precision and recall per outcome and
 * topic, macro-F1, sentiment accuracy, for all calls, English, and the held-out third. Prints
 * Markdown for docs/benchmarks.md. Run: npx tsx worker/src/classifier/evaluate.ts
 */
import { callResolutions, callTopics } from '@hotelvoice/api/contracts';
import { classifierVersion, classifyCall } from './classify-call.ts';
import { loadLabelledCalls, type LabelledCall } from './fixtures.ts';
import { accuracyByLetters, languageCases, scoreLanguages } from './language-accuracy.ts';

interface Scores {
  label: string;
  support: number;
  precision: number;
  recall: number;
  f1: number;
}

function score(label: string, truth: boolean[], predicted: boolean[]): Scores {
  let tp = 0,
    fp = 0,
    fn = 0;
  truth.forEach((t, i) => {
    if (t && predicted[i]) tp++;
    else if (!t && predicted[i]) fp++;
    else if (t && !predicted[i]) fn++;
  });
  const precision = tp + fp === 0 ? (fn === 0 ? 1 : 0) : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { label, support: tp + fn, precision, recall, f1 };
}

export function evaluate(calls: LabelledCall[]) {
  const results = calls.map((call) => ({ call, got: classifyCall(call.turns) }));
  const outcomes = callResolutions
    .map((r) =>
      score(
        r,
        results.map((x) => x.call.resolution === r),
        results.map((x) => x.got.resolution === r),
      ),
    )
    .filter((s) => s.support > 0);
  const topics = callTopics
    .map((t) =>
      score(
        t,
        results.map((x) => x.call.topics.includes(t)),
        results.map((x) => x.got.topics.includes(t)),
      ),
    )
    .filter((s) => s.support > 0);
  const macro = (list: Scores[]) => list.reduce((sum, s) => sum + s.f1, 0) / Math.max(1, list.length);
  const sentimentAccuracy =
    results.filter((x) => x.got.sentiment === x.call.sentiment).length / Math.max(1, results.length);
  const misses = results.filter((x) => x.got.resolution !== x.call.resolution);
  return {
    count: calls.length,
    outcomes,
    topics,
    outcomeMacroF1: macro(outcomes),
    topicMacroF1: macro(topics),
    sentimentAccuracy,
    misses,
  };
}

const pct = (n: number) => n.toFixed(2);

function table(title: string, list: Scores[]): string {
  return [
    `| ${title} | n | precision | recall | F1 |`,
    '| --- | ---: | ---: | ---: | ---: |',
    ...list.map((s) => `| ${s.label} | ${s.support} | ${pct(s.precision)} | ${pct(s.recall)} | ${pct(s.f1)} |`),
  ].join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const all = loadLabelledCalls();
  const sets: [string, LabelledCall[]][] = [
    ['all', all],
    ['English', all.filter((c) => c.language === 'en')],
    ['English, held out', all.filter((c) => c.language === 'en' && c.heldOut)],
    ['Spanish', all.filter((c) => c.language === 'es')],
    ['German', all.filter((c) => c.language === 'de')],
    ['French', all.filter((c) => c.language === 'fr')],
    ['held out (all languages)', all.filter((c) => c.heldOut)],
  ];
  console.log(`Classifier version ${classifierVersion}, ${all.length} labelled calls.\n`);
  console.log('| set | calls | outcome macro-F1 | topic macro-F1 | sentiment accuracy |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const [name, calls] of sets) {
    const r = evaluate(calls);
    console.log(
      `| ${name} | ${r.count} | ${pct(r.outcomeMacroF1)} | ${pct(r.topicMacroF1)} | ${pct(r.sentimentAccuracy)} |`,
    );
  }
  const english = evaluate(all.filter((c) => c.language === 'en'));
  const everything = evaluate(all);
  console.log(`\nEnglish, per outcome:\n\n${table('outcome', english.outcomes)}`);
  console.log(`\nAll languages, per outcome:\n\n${table('outcome', everything.outcomes)}`);
  console.log(`\nAll languages, per topic:\n\n${table('topic', everything.topics)}`);
  const languages = scoreLanguages(languageCases());
  console.log('\nCall language (tinyld), on these and the knowledge-gap transcripts:\n');
  console.log('| language | calls | caller turns only | as stored (whole call when the caller says little) |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const l of languages) console.log(`| ${l.language} | ${l.calls} | ${pct(l.callerOnly)} | ${pct(l.detected)} |`);
  console.log("\nCall language from the caller's first letters (below lettersForLanguage no language is named):\n");
  console.log('| letters | callers | right |');
  console.log('| ---: | ---: | ---: |');
  for (const letters of [5, 10, 15, 20, 25, 30, 40]) {
    const { calls, accuracy } = accuracyByLetters(languageCases(), letters);
    console.log(`| ${letters} | ${calls} | ${pct(accuracy)} |`);
  }
  if (process.argv.includes('--misses')) {
    for (const l of languages.filter((x) => x.language === 'all')) for (const m of l.misses) console.log(m);
    for (const m of everything.misses) console.log(`${m.call.id}: want ${m.call.resolution}, got ${m.got.resolution}`);
  }
}
