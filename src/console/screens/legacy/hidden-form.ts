/**
 * SPEC 7: the console saves what an embedded page asked it to edit (rules, scopes) by submitting a
 * hidden form into the content frame. The form posts to the frame's own page, whose server handler
 * validates, stores and answers with the refreshed page, so the frame shows the saved result.
 * A plain form submit (no script in the frame) keeps to the strict CSP.
 */
export function submitHiddenForm(frame: HTMLIFrameElement, fields: Record<string, string>): void {
  const document = frame.ownerDocument;
  const page = frame.contentWindow;
  if (!page) throw new Error('The content frame holds no page to save into.');
  // A form targets a browsing context by its window name. Changing the iframe's name attribute
  // after it loaded does not rename its window in Chromium (the post would open a new tab), so
  // the window itself is named: allowed, as the frame's page is of this origin.
  if (!page.name) page.name = `content-frame-${Math.random().toString(36).slice(2)}`;
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = page.location.pathname;
  form.target = page.name;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}
