/**
 * The barcode grammar the scanner's look-up and the back office's `/product/scan/:code` share:
 * one declaration, so a code the scanner sends is never one the back office refuses.
 */
import { BARCODE_LENGTH } from './contract.ts';

/** Digits only, at most 14: what a printed EAN-8/EAN-13/UPC/GTIN-14 can hold. */
export function isBarcode(text: string): boolean {
  return new RegExp(`^\\d{1,${BARCODE_LENGTH}}$`).test(text.trim());
}

/** Spec §5: a code shorter than 14 characters is left-padded with zeros to 14. */
export function padBarcode(code: string): string {
  return code.trim().padStart(BARCODE_LENGTH, '0');
}
