/**
 * Values written into inline `<script>` elements. JSON.stringify alone leaves `</script>` (which
 * ends the element early, letting the rest be read as markup) and `<!--` as they are; every `<`
 * becomes `\u003c`, which means the same inside a JavaScript string or a JSON document. U+2028 and
 * U+2029 are escaped too (line terminators inside older engines' string literals).
 */
export function scriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
