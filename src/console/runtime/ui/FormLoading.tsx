import { t } from '../../i18n/t';

/** In place of a form while what it needs (its code, the data it checks against) is loading. */
export function FormLoading() {
  return (
    <p className="form-loading" role="status">
      {t('frame.loading')}
    </p>
  );
}
