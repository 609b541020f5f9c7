/** Landing page of one area (SPEC 2.7): placeholder until the dashboard work lands. */
export default function LandingScreen({ route }: { route: string }) {
  return <section data-testid="landing">{route}</section>;
}
