import { t } from '../../i18n/t';

/** Placeholder until the setup wizard exists: says that the initial setup must be completed. */
export function SetupRequiredScreen() {
  return (
    <div className="centered-screen">
      <section className="centered-card" data-testid="setup-required">
        <h1 className="centered-card__title">{t('setup.title')}</h1>
        <p>{t('setup.incomplete')}</p>
      </section>
    </div>
  );
}
