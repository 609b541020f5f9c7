import { t } from '../../i18n/t';
import { truncateEnvironment } from './environment';

/** SPEC 2.18: the environment's name as a badge with an icon; hidden when the server names none. */
export function EnvironmentBadge({ environment }: { environment?: string }) {
  const name = environment?.trim();
  if (!name) return null;
  const tooltip = t('frame.environment.tooltip', { environment: name });
  return (
    <span className="env-badge" title={tooltip} aria-label={tooltip} role="img" data-testid="environment-badge">
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <path d="M2 4.5 8 1.5l6 3v7l-6 3-6-3Z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
        <path d="M2 4.5 8 7.5l6-3M8 7.5v7" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      </svg>
      <span className="env-badge__name" aria-hidden="true">
        {truncateEnvironment(name)}
      </span>
    </span>
  );
}
