/** A text as a visitor's search compares it: accents and case ignored, ends trimmed. */
export function foldedText(text: string): string {
  return text.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase().trim();
}
