/**
 * npm run generate            writes generated/ from the contract and the page schemas
 * npm run generate -- --check  exits 1 and lists the stale files when generated/ is out of date
 * (npm runs generator/freshness.mjs first, which answers at once when nothing changed since the last run.)
 * Options: --root <dir> (default: this repository), --timings (print where the run's time went).
 */
import { resolve } from 'node:path';
import { GeneratorError } from './errors';
import { check, generate } from './generate';
import { recordFresh } from './freshness.mjs';
import { defaultOptions } from './options';
import { timingsReport } from './timings';

async function main(argv: string[]): Promise<number> {
  const rootAt = argv.indexOf('--root');
  const options = defaultOptions(rootAt >= 0 ? resolve(argv[rootAt + 1]) : undefined);
  const sources = (pages: number) => `${options.contract} and ${pages} page schema(s)`;
  if (argv.includes('--check')) {
    const { model, files, stale } = await check(options);
    if (stale.length === 0) {
      console.log(`generate --check: ${options.outDir}/ is up to date (${files.length} files from ${sources(model.pages.length)})`);
      if (rootAt < 0) recordFresh();
      return 0;
    }
    console.error(`generate --check: ${options.outDir}/ is stale, run npm run generate:`);
    for (const file of stale) console.error(`  ${options.outDir}/${file.path} (${file.reason})`);
    return 1;
  }
  const { model, files, result } = await generate(options);
  console.log(
    `generate: ${files.length} files from ${sources(model.pages.length)}: ${result.written.length} written, ` +
      `${result.unchanged.length} unchanged, ${result.removed.length} removed`,
  );
  // The next run with the same inputs and output can skip all of this (freshness.mjs).
  if (rootAt < 0) recordFresh();
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    if (process.argv.includes('--timings')) console.error(timingsReport());
    process.exit(code);
  },
  (error: unknown) => {
    if (error instanceof GeneratorError) console.error(`generate failed:\n${error.message}`);
    else console.error(error);
    process.exit(1);
  },
);
