/** The words a reader reads in a text: its runs between spaces that hold a letter or a digit (a colon set apart is not a word). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}
