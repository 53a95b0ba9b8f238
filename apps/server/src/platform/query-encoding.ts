/**
 * True when a URL's query is not percent-encoded UTF-8 (a stray `%`, or the bytes of a lone
 * surrogate such as %ED%A0%80). The framework's query parser keeps such an escape as its literal
 * text, which would then pass for plain text; the router refuses the same in the path itself
 * (FST_ERR_BAD_URL).
 */
export function hasMalformedQuery(url: string): boolean {
  const start = url.indexOf('?');
  if (start === -1) return false;
  try {
    decodeURIComponent(url.slice(start + 1));
    return false;
  } catch {
    return true;
  }
}
