/**
 * JSON that is safe inside an HTML `<script>` element: no value can close the element, open a
 * comment or break out through the line separators JavaScript once treated as newlines.
 */
export function toScriptJson(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
