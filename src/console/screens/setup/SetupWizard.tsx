import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../i18n/t';
import { useUnsavedChanges } from '../../runtime/unsaved/use-unsaved-changes';
import { finishSetup } from './finish-setup';
import { acceptAgreement, isSetupComplete, loadAgreement, loadWizardData, type AgreementData, type WizardData } from './load-setup';
import { initialConfiguration, type SetupConfiguration } from './setup-configuration';
import { SetupOutcome } from './SetupOutcome';
import { SetupShell } from './SetupShell';
import { SetupSteps } from './SetupSteps';
import { TermsScreen } from './TermsScreen';

type Stage =
  | { kind: 'loading' }
  | { kind: 'terms'; agreement: AgreementData }
  | { kind: 'wizard'; agreement: AgreementData; data: WizardData }
  | { kind: 'canceled' }
  | { kind: 'failed' };

/**
 * The first-run setup wizard (SPEC 2.22): terms, five steps, Finish. Closing it shows 'Setup
 * Canceled'; any failure to reach the server shows 'Could not connect'; both offer Restart, which
 * forgets what was entered and starts again from the agreement.
 */
export default function SetupWizard() {
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const [configuration, setConfiguration] = useState<SetupConfiguration>(initialConfiguration);
  const [busy, setBusy] = useState(false);
  // What the steps were opened with: closing the wizard or reloading asks once something was entered.
  const [opened, setOpened] = useState<SetupConfiguration>();
  const entering = stage.kind === 'wizard';
  const unsaved = useUnsavedChanges(entering ? configuration : undefined, { saved: entering ? opened : undefined });
  // Restart may start a load while an older one is still out: only the newest may set the stage.
  const generation = useRef(0);

  const start = useCallback(async () => {
    const mine = ++generation.current;
    setStage({ kind: 'loading' });
    setConfiguration(initialConfiguration());
    setBusy(false);
    const agreement = await loadAgreement();
    if (mine !== generation.current) return;
    // SPEC 2.1: the document title comes from the console title, during setup as well.
    if (agreement) document.title = agreement.info.consoleTitle;
    setStage(agreement ? { kind: 'terms', agreement } : { kind: 'failed' });
  }, []);

  useEffect(() => {
    void start();
  }, [start]);

  // A Finish that stopped after the administrator was created has completed the setup: starting
  // over is then signing on, which the console's root does.
  const restart = useCallback(async () => {
    if (await isSetupComplete()) window.location.assign('/');
    else await start();
  }, [start]);

  const fail = useCallback(() => {
    generation.current++;
    setBusy(false);
    setStage({ kind: 'failed' });
  }, []);

  async function accept(agreement: AgreementData) {
    const mine = generation.current;
    setBusy(true);
    const accepted = await acceptAgreement();
    const data = accepted ? await loadWizardData() : undefined;
    if (mine !== generation.current) return;
    setBusy(false);
    if (!data) return fail();
    const steps: SetupConfiguration = {
      ...configuration,
      baseUrl: configuration.baseUrl || data.defaultBaseUrl,
      license: data.currentLicense ? { kind: 'keep', view: data.currentLicense } : { kind: 'none' },
    };
    setConfiguration(steps);
    setOpened(steps);
    setStage({ kind: 'wizard', agreement, data });
  }

  async function finish() {
    const mine = generation.current;
    setBusy(true);
    const outcome = await finishSetup(configuration);
    if (mine !== generation.current) return;
    if (!outcome.ok) {
      console.error(`Initial setup stopped: ${outcome.step}`);
      return fail();
    }
    // A full load: the console starts from the new session like any sign-on (nothing is unsaved now).
    unsaved.markSaved();
    window.location.assign('/');
  }

  const cancel = useCallback(() => {
    generation.current++;
    setBusy(false);
    setStage({ kind: 'canceled' });
  }, []);

  switch (stage.kind) {
    case 'loading':
      return (
        <div className="centered-screen setup-screen" aria-busy="true">
          <p className="setup-loading">{t('setup.wizard.loading')}</p>
        </div>
      );
    case 'canceled':
    case 'failed':
      return <SetupOutcome kind={stage.kind} onRestart={() => void restart()} />;
    case 'terms':
      return (
        <SetupShell title={t('setup.terms.title')} info={stage.agreement.info} onClose={cancel}>
          <TermsScreen
            text={stage.agreement.text}
            agreementUrl={stage.agreement.agreementUrl}
            busy={busy}
            onAccept={() => void accept(stage.agreement)}
          />
        </SetupShell>
      );
    case 'wizard':
      return (
        <SetupShell title={t('setup.wizard.title')} info={stage.agreement.info} onClose={busy ? undefined : () => unsaved.confirmLeave(cancel)}>
          <SetupSteps
            configuration={configuration}
            onChange={(patch) => setConfiguration((current) => ({ ...current, ...patch }))}
            rules={stage.data.rules}
            currentLicense={stage.data.currentLicense}
            finishing={busy}
            onConnectionFailure={fail}
            onFinish={() => void finish()}
          />
        </SetupShell>
      );
  }
}
