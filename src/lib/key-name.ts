/**
 * The key of a keyboard event, as the UI Events spec names it. WebKitGTK reports Shift+Tab (GTK's ISO_Left_Tab) as
 * key "Unidentified" with code "Tab". React's synthetic events hid that (they fall back to the key code); the
 * lite build's native events do not, so components ask here rather than read `event.key`.
 */
export function keyName(event: { key: string; code?: string }): string {
  return event.key === 'Unidentified' && event.code === 'Tab' ? 'Tab' : event.key;
}
