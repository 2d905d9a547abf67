import fs from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** What a file that starts processes or servers of its own imports or calls: its setup is long. */
const startsProcesses =
  /startTestWorker|startService\(|startPrivate(Postgres|Redis)|scripts\/start\.ts|createPrivateDatabase|useAppWithWorker/;

/**
 * Orders test files for workers side by side: by the last run's durations when Vitest has them (a
 * local run), else (a clean clone) files that start processes first and then the longer files
 * first, so the long ones overlap with the many short ones instead of ending the run alone.
 */
export default class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const known = files.every((file) => this.ctx.cache.getFileTestResults(keyOf(this.ctx.config.root, file)));
    if (known) return super.sort(files);
    const weight = new Map(
      files.map((file) => {
        const source = fs.readFileSync(file.moduleId, 'utf8');
        return [file, (startsProcesses.test(source) ? 1e9 : 0) + source.length];
      }),
    );
    return [...files].sort((a, b) => weight.get(b)! - weight.get(a)!);
  }
}

function keyOf(root: string, file: TestSpecification): string {
  return `${file.project.name}:${file.moduleId.slice(root.length + 1)}`;
}
