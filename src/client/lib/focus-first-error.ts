/**
 * Brings the first field with an error into view and puts focus on it, in the order the form shows
 * them. On a phone the error can be a screen or more above the button that was pressed; without
 * this the press seems to do nothing. The errors are drawn a frame or two after the submit, so it
 * looks for a few frames before giving up.
 */
export function focusFirstError(form: HTMLFormElement | null, framesLeft = 10) {
  if (!form) return;
  requestAnimationFrame(() => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) {
      if (framesLeft > 0) focusFirstError(form, framesLeft - 1);
      return;
    }
    field.scrollIntoView?.({ block: "center" });
    field.focus({ preventScroll: true });
  });
}
