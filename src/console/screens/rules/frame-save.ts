import { submitHiddenForm } from '../legacy/hidden-form';
import type { SaveOutcome } from './use-rules-done';

/** Where the embedded page shows why it refused a save (its error box). */
export const PAGE_ERROR_SELECTOR = '[data-save-error]';

/**
 * Posts the hidden form into the content frame and waits for the page that answers: the frame is
 * same-origin, so the page itself tells the outcome — its error box when it refused the save (the
 * dialog stays open with that text), otherwise the refreshed page with the saved rules.
 */
export function submitToFrame(frame: HTMLIFrameElement, fields: Record<string, string>): Promise<SaveOutcome> {
  return new Promise((resolve) => {
    frame.addEventListener(
      'load',
      () => {
        const error = frame.contentDocument?.querySelector(PAGE_ERROR_SELECTOR);
        const message = error?.textContent?.trim();
        resolve(message ? { saved: false, message } : { saved: true });
      },
      { once: true },
    );
    submitHiddenForm(frame, fields);
  });
}
