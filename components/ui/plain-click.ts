/** A left click without a modifier key: one a script may take over from a link. A middle or modified click keeps
 *  the browser's own meaning (a new tab or window, a download). */
export const isPlainClick = (event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
