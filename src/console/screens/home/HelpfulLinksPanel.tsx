import { t } from '../../i18n/t';
import { ShortcutIcon } from '../shortcuts/icons';
import { helpfulLinks } from './helpful-links';

/** SPEC 2.5: documentation and support links, each opening in a new tab. */
export function HelpfulLinksPanel() {
  return (
    <section className="dashboard-panel" aria-labelledby="dashboard-links-title" data-testid="helpful-links">
      <div className="dashboard-panel__head">
        <h2 id="dashboard-links-title" className="dashboard-panel__title">
          {t('dashboard.helpfulLinks')}
        </h2>
      </div>
      <ul className="helpful-links">
        {helpfulLinks.map((link) => (
          <li key={link.key}>
            <a className="helpful-link" href={link.href} target="_blank" rel="noopener noreferrer">
              <span className="helpful-link__icon">
                <ShortcutIcon name={link.iconName} />
              </span>
              <span className="helpful-link__text">
                <span className="helpful-link__label">{t(`dashboard.link.${link.key}`)}</span>
                <span className="helpful-link__description">{t(`dashboard.link.${link.key}.description`)}</span>
              </span>
              <ShortcutIcon name="external" className="helpful-link__external" />
              <span className="dashboard-sr-only"> {t('dashboard.opensInNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
