import { useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { scanModalOpened } from '../../features/scan-modal/model.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

/**
 * The floating barcode-scan button (spec §2); the scan modal itself is its own feature. An icon
 * named by its words, which show in it only at the top of a wide page (floating-buttons.css):
 * once the visitor scrolls it folds back to the icon.
 */
export function ScanButton() {
  const intl = useIntl();
  const openScanModal = useUnit(scanModalOpened);
  const scrolled = useScrolledPast(0);
  return (
    <button type="button" className="scan-button" data-collapsed={scrolled || undefined} aria-haspopup="dialog" onClick={() => openScanModal()}>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
        <path d="M3 8V4h4M17 4h4v4M21 16v4h-4M7 20H3v-4M7 8v8M10 8v8M13 8v8M17 8v8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="scan-button__label">{intl.formatMessage({ id: 'layout.scan' })}</span>
      {/* The bar's word under the icon on phones and tablets, one line like its neighbours'; the
          button is still named by its label ("Scan a product", which starts with it). */}
      <span className="scan-button__short" aria-hidden="true">
        {intl.formatMessage({ id: 'layout.scanShort' })}
      </span>
    </button>
  );
}
