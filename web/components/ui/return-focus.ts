/**
 * Where the focus goes once a dialog closes: back to what had it when the dialog opened, if that is still on the page,
 * else where `otherwise` puts it. Radix gives it back only to its own trigger, which dialogs opened from state have not.
 */
export function returnFocus(opener: Element | null, event: Event, otherwise?: () => void) {
  event.preventDefault();
  if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  else otherwise?.();
}
