import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { normalizePath } from '../../../shell/frame/nav-tree';
import { t } from '../../../i18n/t';
import type { Banner } from '../../../shell/banners/banner-model';
import { useSession } from '../../../shell/session/session-context';

const DISMISSED_KEY = 'fc:dismissed-banners';

/**
 * The banner keys this user dismissed (localStorage: across reloads, tabs and sign-ons, per account
 * on a shared browser). A key names the condition and its details, so a changed condition shows again.
 */
function readDismissed(username: string): ReadonlySet<string> {
  try {
    return new Set(JSON.parse(localStorage.getItem(`${DISMISSED_KEY}:${username}`) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

function saveDismissed(username: string, keys: ReadonlySet<string>): void {
  try {
    localStorage.setItem(`${DISMISSED_KEY}:${username}`, JSON.stringify([...keys]));
  } catch {
    // Storage refused (private mode quota): the dismissal lasts until the page reloads.
  }
}

/**
 * The top-of-page banners (SPEC 2.19). A dismissal is remembered for the user until the condition
 * or its details change (a banner's key names both).
 */
export function Banners({ banners }: { banners: Banner[] }) {
  const username = useSession().username ?? '';
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => readDismissed(username));
  const dismiss = (key: string) =>
    setDismissed((current) => {
      // Only keys still shown are kept: a condition gone and back later is asked about again.
      const next = new Set([...current].filter((kept) => banners.some((banner) => banner.key === kept))).add(key);
      saveDismissed(username, next);
      return next;
    });
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
          // Not a live region: a banner is part of the page it loads with, and must not be announced
          // again on every load. An error (it appears when something breaks) is an alert.
          role={banner.kind === 'error' ? 'alert' : 'note'}
          data-testid={`banner-${banner.key.split(':')[0]}`}
        >
          <div className="frame-banner__body">
            <p className="frame-banner__text">
              {banner.prefix && <strong className="frame-banner__prefix">{banner.prefix} </strong>}
              {t(banner.textKey, banner.vars)}
            </p>
            {banner.items && !banner.itemsCollapsed && <BannerItems items={banner.items} />}
            {banner.items && banner.itemsCollapsed && (
              <details className="frame-banner__details">
                <summary>{t('frame.banner.internalDbItems')}</summary>
                <BannerItems items={banner.items} />
              </details>
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
              onClick={() => dismiss(banner.key)}
            >
              ×
            </button>
          )}
        </div>
      ))}
    </div>
  );
}

function BannerItems({ items }: { items: string[] }) {
  return (
    <ul className="frame-banner__items">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
