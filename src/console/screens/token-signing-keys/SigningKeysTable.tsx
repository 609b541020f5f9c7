import { SIGNING_KEY_SLOTS, MIN_RSA_KEY_SIZE, type SigningKeySlot } from '../../../shared/signing-keys';
import { t } from '../../i18n/t';
import type { FieldErrors } from '../../runtime/errors/server-errors';
import { FieldErrorList } from '../../runtime/ui/FieldErrorList';
import type { SlotDraft, SlotField } from './key-set-draft';
import { certificateChoices, certificateLabel, slotPath } from './key-set-rules';
import type { KeyPair } from './key-set-types';
import type { KeyPairsState } from './use-key-set-form';
import { TablePanel } from '../../runtime/table/TablePanel';

interface Props {
  slots: Record<SigningKeySlot, SlotDraft>;
  keyPairs: KeyPairsState;
  errors: FieldErrors;
  onChange: (type: SigningKeySlot, field: SlotField, value: string | boolean) => void;
}

/** The signing keys table (SPEC 2.11, 5): one row per key type; a key ID field once its certificate is chosen. */
export function SigningKeysTable({ slots, keyPairs, errors, onChange }: Props) {
  const items = keyPairs.stage === 'loaded' ? keyPairs.items : [];
  return (
    <div className="tsk-keys" data-testid="tsk-signing-keys">
      <h2 className="tsk-keys__title">{t('tsk.keys.title')}</h2>
      <p className="form-field__help">{t('tsk.keys.hint', { minRsa: MIN_RSA_KEY_SIZE })}</p>
      {keyPairs.stage === 'failed' && (
        <p className="inline-error" role="alert">
          {t('tsk.keys.loadFailed')}
        </p>
      )}
      <TablePanel label={t('tsk.keys.caption')}>
        <table className="data-table tsk-keys__table" aria-busy={keyPairs.stage === 'loading'}>
          <caption className="visually-hidden">{t('tsk.keys.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('tsk.keys.type')}</th>
              <th scope="col">{t('tsk.keys.active')}</th>
              <th scope="col">{t('tsk.keys.previous')}</th>
              <th scope="col">{t('tsk.keys.publishX5c')}</th>
            </tr>
          </thead>
          <tbody>
            {SIGNING_KEY_SLOTS.map((type) => (
              <KeyRow key={type} type={type} slot={slots[type]} keyPairs={items} errors={errors} onChange={(field, value) => onChange(type, field, value)} />
            ))}
          </tbody>
        </table>
      </TablePanel>
    </div>
  );
}

interface RowProps {
  type: SigningKeySlot;
  slot: SlotDraft;
  keyPairs: readonly KeyPair[];
  errors: FieldErrors;
  onChange: (field: SlotField, value: string | boolean) => void;
}

function KeyRow({ type, slot, keyPairs, errors, onChange }: RowProps) {
  const typeLabel = t(`tsk.type.${type}`);
  const cell = (column: string) => t('tsk.keys.cellLabel', { type: typeLabel, column: t(column) });
  return (
    <tr data-testid={`tsk-row-${type}`}>
      <th scope="row">{typeLabel}</th>
      <td>
        <CertificateCell
          label={cell('tsk.keys.active')}
          keyIdLabel={cell('tsk.keys.activeKeyId')}
          choices={certificateChoices(keyPairs, type, slot.activeCertId)}
          certId={slot.activeCertId}
          keyId={slot.activeKeyId}
          certErrors={errors[slotPath(type, 'ActiveCertRef')] ?? []}
          keyIdErrors={errors[slotPath(type, 'ActiveKeyId')] ?? []}
          testId={`tsk-${type}-active`}
          onCert={(value) => onChange('activeCertId', value)}
          onKeyId={(value) => onChange('activeKeyId', value)}
        />
      </td>
      <td>
        <CertificateCell
          label={cell('tsk.keys.previous')}
          keyIdLabel={cell('tsk.keys.previousKeyId')}
          choices={certificateChoices(keyPairs, type, slot.previousCertId)}
          certId={slot.previousCertId}
          keyId={slot.previousKeyId}
          certErrors={errors[slotPath(type, 'PreviousCertRef')] ?? []}
          keyIdErrors={errors[slotPath(type, 'PreviousKeyId')] ?? []}
          testId={`tsk-${type}-previous`}
          onCert={(value) => onChange('previousCertId', value)}
          onKeyId={(value) => onChange('previousKeyId', value)}
        />
      </td>
      <td>
        <input
          type="checkbox"
          aria-label={cell('tsk.keys.publishX5c')}
          checked={slot.publishX5c}
          disabled={!slot.activeCertId}
          onChange={(event) => onChange('publishX5c', event.target.checked)}
        />
        <FieldErrorList id={`tsk-${type}-x5c-error`} errors={errors[slotPath(type, 'PublishX5cParameter')] ?? []} />
      </td>
    </tr>
  );
}

interface CellProps {
  label: string;
  keyIdLabel: string;
  choices: readonly KeyPair[];
  certId: string;
  keyId: string;
  certErrors: readonly string[];
  keyIdErrors: readonly string[];
  testId: string;
  onCert: (value: string) => void;
  onKeyId: (value: string) => void;
}

/** A certificate select, and under it the key ID field once a certificate is chosen. */
function CertificateCell({ label, keyIdLabel, choices, certId, keyId, certErrors, keyIdErrors, testId, onCert, onKeyId }: CellProps) {
  return (
    <div className="tsk-keys__cell" data-testid={testId}>
      <select
        className="input"
        aria-label={label}
        value={certId}
        aria-invalid={certErrors.length > 0 || undefined}
        aria-describedby={certErrors.length ? `${testId}-cert-error` : undefined}
        onChange={(event) => onCert(event.target.value)}
      >
        <option value="">{choices.length ? t('tsk.keys.none') : t('tsk.keys.noChoices')}</option>
        {choices.map((keyPair) => (
          <option key={keyPair.id} value={keyPair.id}>
            {certificateLabel(keyPair)}
          </option>
        ))}
      </select>
      <FieldErrorList id={`${testId}-cert-error`} errors={certErrors} />
      {certId && (
        <div className="tsk-keys__key-id">
          <label>
          <span aria-hidden="true">{t('tsk.keys.keyId')}</span>
          <input
            className="input"
            type="text"
            aria-label={keyIdLabel}
            value={keyId}
            aria-invalid={keyIdErrors.length > 0 || undefined}
            aria-describedby={keyIdErrors.length ? `${testId}-keyid-error` : undefined}
            onChange={(event) => onKeyId(event.target.value)}
          />
          </label>
          <FieldErrorList id={`${testId}-keyid-error`} errors={keyIdErrors} />
        </div>
      )}
    </div>
  );
}
