import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { normalizePath } from '../nav-tree';
import { t } from '../../../i18n/t';
import type { Banner } from './banner-model';

/** The top-of-page banners (SPEC 2.19); dismissals last until the condition changes or the page reloads. */
export function Banners({ banners }: { banners: Banner[] }) {
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  // On the page a banner points to, a link to it leads nowhere new.
  const here = normalizePath(useLocation().pathname);
  const shown = banners.filter((banner) => !dismissed.has(banner.key));
  if (!shown.length) return null;
  return (
    <div className="frame-banners" data-testid="frame-banners">
      {shown.map((banner) => (
        <div
          key={banner.key}
          className={`frame-banner frame-banner--${banner.kind}`}
          role={banner.kind === 'error' ? 'alert' : 'status'}
          data-testid={`banner-${banner.key.split(':')[0]}`}
        >
          <div className="frame-banner__body">
            <p className="frame-banner__text">
              {banner.prefix && <strong className="frame-banner__prefix">{banner.prefix} </strong>}
              {t(banner.textKey, banner.vars)}
            </p>
            {banner.items && (
              <ul className="frame-banner__items">
                {banner.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {banner.link && banner.link !== here && (
              <Link to={banner.link} className="frame-banner__link">
                {t('frame.banner.clusterLink')}
              </Link>
            )}
          </div>
          {banner.dismissable && (
            <button
              type="button"
              className="frame-banner__close"
              aria-label={t('frame.banner.dismiss')}
              onClick={() => setDismissed((current) => new Set(current).add(banner.key))}
            >
              ×
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
