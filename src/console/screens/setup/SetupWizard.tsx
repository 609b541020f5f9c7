import { SetupRequiredScreen } from './SetupRequiredScreen';

/** The first-run setup wizard (SPEC 2.22): placeholder until the wizard work lands. */
export default function SetupWizard() {
  return <SetupRequiredScreen />;
}
