// The demo server playwright.config.ts starts once for the whole run, shared by specs that only read
// or create uniquely named items.
export const SHARED_DATA_DIR = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';
