/** The name of the validator of the schema at `index` in ajv's code (shared by the compiler and the file emitter without loading either). */
export const exportName = (index: number) => `validator${index}`;
