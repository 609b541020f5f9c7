import { useId, useState } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { t } from '../../i18n/t';
import { MutatingButton } from '../../runtime/access/MutatingButton';
import { useAccess } from '../../runtime/access/page-access';
import type { CardPlace } from '../../runtime/cards/CardList';
import { credentialStatusLabel } from './connection-status';
import type { PingOneConnection } from './connection-types';
import { ConnectionDetails } from './ConnectionDetails';
import { StatusBadge } from './StatusBadge';
import { useCredentialStatus } from './use-credential-status';

interface Props {
  connection: PingOneConnection;
  onEdit: () => void;
  onDelete: () => void;
  onToggle: () => void;
  /** Its place in the whole list (and, virtualized, its position). */
  place?: CardPlace;
}

/** One connection (SPEC 2.10): name, organization, region and credential status; expands to its tabs. */
export function ConnectionCard({ connection, onEdit, onDelete, onToggle, place }: Props) {
  const [expanded, setExpanded] = useState(false);
  const check = useCredentialStatus(String(connection.id));
  const editable = useAccess().mayCall(operations.updatePingOneConnection);
  const detailsId = useId();
  const name = connection.name ?? '';
  const active = connection.active !== false;

  return (
    <li
      className="card pingone-card"
      data-testid="pingone-card"
      data-connection-id={connection.id}
      ref={place?.measureRef}
      style={place?.style}
      data-index={place?.index}
      aria-posinset={place && place.index + 1}
      aria-setsize={place?.setSize}
    >
      <div className="pingone-card__summary">
        <div className="card__main">
          <h2 className="card__title">
            <button
              type="button"
              className="pingone-card__expand"
              aria-expanded={expanded}
              aria-controls={expanded ? detailsId : undefined}
              onClick={() => setExpanded(!expanded)}
            >
              <span className="pingone-card__chevron" aria-hidden="true">
                {expanded ? '▾' : '▸'}
              </span>
              {name}
            </button>
          </h2>
          <dl className="card__details">
            <div className="card__detail">
              <dt>{t('pingOne.card.organization')}</dt>
              <dd>{connection.organizationName || '—'}</dd>
            </div>
            <div className="card__detail">
              <dt>{t('pingOne.card.region')}</dt>
              <dd>{connection.region || '—'}</dd>
            </div>
            <div className="card__detail">
              <dt>{t('pingOne.card.credentialStatus')}</dt>
              <dd>
                <StatusBadge label={credentialStatusLabel(check)} testId="credential-status" />
              </dd>
            </div>
          </dl>
        </div>
        <div className="card__actions">
          <MutatingButton
            operation={operations.updatePingOneConnection}
            whenReadOnly="disable"
            role="switch"
            aria-checked={active}
            aria-label={`${t('pingOne.card.active')} ${name}`}
            className={`switch${active ? ' switch--on' : ''}`}
            onClick={onToggle}
          >
            <span className="switch__track" aria-hidden="true">
              <span className="switch__thumb" />
            </span>
            <span className="switch__text">{t('pingOne.card.active')}</span>
          </MutatingButton>
          {/* Those who may not update open the same page to look; it renders disabled. */}
          <button type="button" className="button button--secondary button--small" onClick={onEdit} aria-label={`${editable ? t('common.edit') : t('common.view')} ${name}`}>
            {editable ? t('common.edit') : t('common.view')}
          </button>
          <MutatingButton operation={operations.deletePingOneConnection} data-delete className="button button--danger-outline button--small" onClick={onDelete} aria-label={`${t('common.delete')} ${name}`}>
            {t('common.delete')}
          </MutatingButton>
        </div>
      </div>
      {expanded && (
        <div className="pingone-card__details" id={detailsId}>
          <ConnectionDetails connection={connection} check={check} />
        </div>
      )}
    </li>
  );
}
