export { checkOutputs } from './check';
export type { StaleFile } from './check';
export { GENERATED_SUFFIX, listGeneratedFiles, readIfExists } from './disk';
export { writeIfDifferent, writeOutputs } from './write';
export type { WriteResult } from './write';
export { verifyModules } from './modules';
