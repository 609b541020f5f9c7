import { useId } from 'react';
import { t } from '../../i18n/t';
import { FieldErrorList } from '../../runtime/ui/FieldErrorList';
import type { VirtualIssuer } from './key-set-types';

interface Props {
  /** The issuers this set may take (others' issuers are left out), plus the ones it has. */
  issuers: readonly VirtualIssuer[];
  chosen: readonly string[];
  errors?: readonly string[];
  onToggle: (issuerId: string, chosen: boolean) => void;
}

/** The issuer multi-select (SPEC 2.11): one checkbox per virtual issuer, at least one required. */
export function IssuerChoices({ issuers, chosen, errors = [], onToggle }: Props) {
  const id = useId();
  return (
    <fieldset className="form-field tsk-issuers" data-testid="tsk-issuers" aria-describedby={`${id}-help${errors.length ? ` ${id}-error` : ''}`} aria-invalid={errors.length > 0 || undefined}>
      <legend className="form-field__label">
        {t('tsk.field.issuers')}
        <span className="form-field__required" aria-hidden="true"> *</span>
      </legend>
      <p className="form-field__help" id={`${id}-help`}>
        {t('tsk.field.issuersHelp')}
      </p>
      {issuers.length === 0 ? (
        <p className="muted">{t('tsk.field.noIssuers')}</p>
      ) : (
        <ul className="tsk-issuers__list">
          {issuers.map((issuer) => (
            <li key={issuer.id}>
              <label className="checkbox-label">
                <input type="checkbox" checked={chosen.includes(issuer.id!)} onChange={(event) => onToggle(issuer.id!, event.target.checked)} />
                <span>{issuer.name}</span>
                <span className="tsk-issuers__host">{[issuer.host, issuer.path].filter(Boolean).join('')}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <FieldErrorList id={`${id}-error`} errors={errors} />
    </fieldset>
  );
}
