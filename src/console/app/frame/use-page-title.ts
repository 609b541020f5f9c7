import { useEffect } from 'react';
import { t } from '../../i18n/t';

/**
 * The document title of the page shown: "<page> – <console title>" (the page from the navigation,
 * the dashboard's own name at home), the console title alone for a page outside the navigation.
 */
export function pageTitle(consoleTitle: string, pageLabel: string | undefined): string {
  return pageLabel ? t('frame.documentTitle', { page: pageLabel, title: consoleTitle }) : consoleTitle;
}

/** Sets the document title (SPEC 2.1: from the console title) for the page shown. */
export function usePageTitle(consoleTitle: string, pageLabel: string | undefined): void {
  const title = pageTitle(consoleTitle, pageLabel);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
