/**
 * SPEC 7: the console saves what an embedded page asked it to edit (rules, scopes) by submitting a
 * hidden form into the content frame. The form posts to the frame's own page, whose server handler
 * validates, stores and answers with the refreshed page, so the frame shows the saved result.
 * A plain form submit (no script in the frame) keeps to the strict CSP.
 */
export function submitHiddenForm(frame: HTMLIFrameElement, fields: Record<string, string>): void {
  const document = frame.ownerDocument;
  const target = frame.name || (frame.name = `content-frame-${Math.random().toString(36).slice(2)}`);
  const form = document.createElement('form');
  form.method = 'POST';
  // The frame's current page (same origin: the console accepts messages only from its own origin).
  form.action = frame.contentWindow?.location.pathname ?? new URL(frame.src, document.baseURI).pathname;
  form.target = target;
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
