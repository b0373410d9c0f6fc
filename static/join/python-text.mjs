// Text read as the page's Python reads it, for the scripts that answer and draw before it is in:
// Python's whitespace (not quite JavaScript's \s), its strip and split, its length of a text (code
// points, not UTF-16 units) and its UTF-8 bytes, and its re.fullmatch.

/** Python's whitespace, as the characters of a regular expression's class. */
export const SPACE = "\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";

const SPACES = new Set([0x9, 0xa, 0xb, 0xc, 0xd, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001,
                        0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029,
                        0x202f, 0x205f, 0x3000]);
const BETWEEN = new RegExp(`[${SPACE}]+`);

const isHigh = (unit) => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit) => unit >= 0xdc00 && unit <= 0xdfff;

/** Python's `re.compile(source).fullmatch`, as a regular expression to `test` a whole text with. */
export const pattern = (source) => new RegExp(`^(?:${source})$`);

/** Python's `text.strip()` (a scan from each end, however long the text). */
export function stripped(text) {
  let start = 0;
  let end = text.length;
  while (start < end && SPACES.has(text.charCodeAt(start))) start += 1;
  while (end > start && SPACES.has(text.charCodeAt(end - 1))) end -= 1;
  return text.slice(start, end);
}

/** Python's `text.split()`: the words between runs of whitespace. */
export function words(text) {
  const found = stripped(text);
  return found ? found.split(BETWEEN) : [];
}

/** Python's `len(text)`: code points, not UTF-16 units. */
export function characters(text) {
  let count = text.length;
  for (let at = 0; at < text.length - 1; at += 1) {
    if (isHigh(text.charCodeAt(at)) && isLow(text.charCodeAt(at + 1))) {
      count -= 1;
      at += 1;
    }
  }
  return count;
}

/** Python's `len(text.encode("utf-8", "surrogatepass"))`. */
export function utf8Bytes(text) {
  let bytes = 0;
  for (let at = 0; at < text.length; at += 1) {
    const unit = text.charCodeAt(at);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (isHigh(unit) && at + 1 < text.length && isLow(text.charCodeAt(at + 1))) {
      bytes += 4;
      at += 1;
    } else bytes += 3;
  }
  return bytes;
}
