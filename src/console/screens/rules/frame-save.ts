import { t } from '../../i18n/t';
import { submitHiddenForm } from '../legacy/hidden-form';
import type { SaveOutcome } from './use-rules-done';

/**
 * How the embedded page answers a hidden-form save (src/server/features/legacy/html-page.ts
 * saveOutcome): its errors as an alert list, or its confirmation as a status notice.
 */
const PAGE_ERRORS = '.errors[role="alert"] li';
const PAGE_SAVED = '.notice[role="status"]';

/** What the page in the frame says about the save it answers. */
export function pageSaveOutcome(page: Document | null | undefined): SaveOutcome {
  const errors = [...(page?.querySelectorAll(PAGE_ERRORS) ?? [])].map((item) => item.textContent?.trim() ?? '').filter(Boolean);
  if (errors.length > 0) return { saved: false, messages: errors };
  if (page?.querySelector(PAGE_SAVED)) return { saved: true };
  // Neither (a sign-in page, a server error): say what the page says, else that it was not saved.
  const said = page?.body?.querySelector('p')?.textContent?.trim();
  return { saved: false, messages: [said || t('rules.notSaved')] };
}

/**
 * Posts the hidden form into the content frame and waits for the page that answers. The frame is
 * same-origin, so the console reads the outcome from that page: closed on its confirmation, kept
 * open with its errors otherwise (the page itself shows the saved rules or the same errors).
 */
export function submitToFrame(frame: HTMLIFrameElement, fields: Record<string, string>): Promise<SaveOutcome> {
  return new Promise((resolve) => {
    frame.addEventListener('load', () => resolve(pageSaveOutcome(frame.contentDocument)), { once: true });
    submitHiddenForm(frame, fields);
  });
}
