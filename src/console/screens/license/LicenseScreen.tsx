/** The License page (SPEC 2.9): placeholder until the licensing work lands. */
export default function LicenseScreen() {
  return <section data-testid="license" />;
}
