import { useEffect, useRef, useState, type FormEvent } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { t } from '../../i18n/t';
import type { LicenseView } from '../license/license-types';
import { isValidBaseUrl } from './base-url';
import { allRequirementsMet, passwordRequirements, type PasswordRules } from './password-requirements';
import { callSetup, isConnectionFailure } from './setup-client';
import { SETUP_STEPS, type SetupConfiguration } from './setup-configuration';
import type { PingOneCredentialInfo } from './setup-info';
import { StepHeader } from './StepHeader';
import { AdminStep } from './steps/AdminStep';
import { BaseUrlStep } from './steps/BaseUrlStep';
import { LicenseStep } from './steps/LicenseStep';
import { PingOneStep } from './steps/PingOneStep';
import { ReviewStep } from './steps/ReviewStep';

interface Props {
  configuration: SetupConfiguration;
  onChange: (patch: Partial<SetupConfiguration>) => void;
  rules: PasswordRules;
  currentLicense?: LicenseView;
  finishing: boolean;
  onConnectionFailure: () => void;
  onFinish: () => void;
}

/** The five steps with their header, Back and Next (SPEC 2.22, 5); Enter in a field is Next. */
export function SetupSteps({ configuration, onChange, rules, currentLicense, finishing, onConnectionFailure, onFinish }: Props) {
  const [step, setStep] = useState(0);
  const [baseUrlMalformed, setBaseUrlMalformed] = useState(false);
  const [credentialError, setCredentialError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const requirements = passwordRequirements(rules, configuration.password);
  const stepId = SETUP_STEPS[step];

  // A new step announces itself: focus goes to its heading.
  useEffect(() => heading.current?.focus(), [step]);

  const canAdvance = (() => {
    switch (stepId) {
      case 'baseUrl':
        return configuration.baseUrl.trim() !== '';
      case 'pingOne':
        return !configuration.connectPingOne || configuration.credential.trim() !== '';
      case 'license':
        return configuration.license.kind !== 'none';
      case 'admin':
        return configuration.username.trim() !== '' && allRequirementsMet(requirements) && configuration.password === configuration.passwordConfirmation;
      case 'review':
        return true;
    }
  })();

  async function advance() {
    if (!canAdvance || checking || finishing) return;
    if (stepId === 'baseUrl' && !isValidBaseUrl(configuration.baseUrl)) {
      setBaseUrlMalformed(true);
      return;
    }
    if (stepId === 'pingOne' && configuration.connectPingOne && !(await credentialAccepted())) return;
    if (stepId === 'review') return onFinish();
    setStep(step + 1);
  }

  async function credentialAccepted(): Promise<boolean> {
    setChecking(true);
    const checked = await callSetup<PingOneCredentialInfo>(operations.validatePingOneCredential, { body: configuration.credential.trim() });
    setChecking(false);
    if (isConnectionFailure(checked)) {
      onConnectionFailure();
      return false;
    }
    if (checked.status !== 200 || !checked.data) {
      setCredentialError(t('setup.pingOne.invalid'));
      onChange({ organizationName: undefined });
      return false;
    }
    onChange({ organizationName: checked.data.organizationName });
    return true;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void advance();
  }

  const busy = checking || finishing;
  return (
    <>
      <StepHeader current={step} onBack={(target) => !busy && setStep(target)} />
      <form className="setup-body" onSubmit={submit} noValidate aria-busy={busy}>
        <div className="setup-content">
          <p className="setup-content__counter">{t('setup.wizard.stepOf', { step: step + 1, count: SETUP_STEPS.length })}</p>
          <h2 ref={heading} className="setup-content__title" tabIndex={-1}>
            {t(`setup.step.${stepId}`)}
          </h2>
          {stepId === 'baseUrl' && (
            <BaseUrlStep
              value={configuration.baseUrl}
              malformed={baseUrlMalformed}
              onChange={(baseUrl) => {
                setBaseUrlMalformed(false);
                onChange({ baseUrl });
              }}
            />
          )}
          {stepId === 'pingOne' && (
            <PingOneStep
              connect={configuration.connectPingOne}
              credential={configuration.credential}
              error={credentialError}
              organizationName={configuration.organizationName}
              onChange={(patch) => {
                setCredentialError(undefined);
                onChange({ ...patch, organizationName: undefined });
              }}
            />
          )}
          {stepId === 'license' && (
            <LicenseStep choice={configuration.license} current={currentLicense} onChange={(license) => onChange({ license })} onConnectionFailure={onConnectionFailure} />
          )}
          {stepId === 'admin' && (
            <AdminStep
              username={configuration.username}
              password={configuration.password}
              confirmation={configuration.passwordConfirmation}
              requirements={requirements}
              onChange={onChange}
            />
          )}
          {stepId === 'review' && <ReviewStep configuration={configuration} />}
        </div>
        <footer className="setup-footer">
          {step > 0 ? (
            <button type="button" className="button button--secondary" onClick={() => setStep(step - 1)} disabled={busy}>
              {t('setup.wizard.back')}
            </button>
          ) : (
            <span />
          )}
          <button type="submit" className="button button--primary" disabled={!canAdvance || busy}>
            {finishing ? t('setup.wizard.finishing') : checking ? t('setup.wizard.checking') : t(stepId === 'review' ? 'setup.wizard.finish' : 'setup.wizard.next')}
          </button>
        </footer>
      </form>
    </>
  );
}
