/** What the scanner reads: the symbologies printed on packs (EAN-13, EAN-8, UPC) and ITF-14 on outer cartons. */
import { BarcodeFormat, DecodeHintType } from '@zxing/library';

export function packBarcodeHints(): Map<DecodeHintType, unknown> {
  return new Map<DecodeHintType, unknown>([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.EAN_13, BarcodeFormat.EAN_8, BarcodeFormat.UPC_A, BarcodeFormat.UPC_E, BarcodeFormat.ITF]]]);
}
