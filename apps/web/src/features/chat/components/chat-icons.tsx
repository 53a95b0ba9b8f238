/*
 * The chat's icons, drawn: emoji used as icons (💬, 😀, 🖼️) are a box in a browser without an emoji
 * font (Chromium on Debian). Each takes the text colour and is hidden from assistive technology;
 * its control carries the name.
 */

/** A speech bubble: the way into the chat. */
export function ChatBubbleIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="8" cy="11" r="1.25" fill="currentColor" />
      <circle cx="12" cy="11" r="1.25" fill="currentColor" />
      <circle cx="16" cy="11" r="1.25" fill="currentColor" />
    </svg>
  );
}

/** A smiling face: the button that opens the emoji. */
export function SmileIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="9" cy="10" r="1.25" fill="currentColor" />
      <circle cx="15" cy="10" r="1.25" fill="currentColor" />
      <path
        d="M8 14.5a4.5 4.5 0 0 0 8 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A framed picture: the composer's image button. */
export function PictureIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect
        x="3"
        y="5"
        width="18"
        height="14"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="9" cy="10" r="1.5" fill="currentColor" />
      <path d="M4 18l5-5 4 4 3-3 4 4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
