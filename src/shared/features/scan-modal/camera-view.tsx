import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { $isMobile } from '../device/model.ts';
import { $cameraState, barcodeDetected, cameraStateChanged } from './lookup-model.ts';
import { enterScanningMode, leaveScanningMode } from './scanning-mode.ts';

/** The live camera picture with the barcode reader, loaded when the view mounts. */
export function CameraView() {
  const intl = useIntl();
  const video = useRef<HTMLVideoElement>(null);
  const [state, isMobile, detected, stateChanged] = useUnit([$cameraState, $isMobile, barcodeDetected, cameraStateChanged]);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    stateChanged('starting');
    // On a phone the reader takes the whole screen, upright (spec §2); a desktop keeps its modal.
    if (isMobile) void enterScanningMode(element.closest('dialog'));
    import('./barcode-reader.ts')
      .then(({ startBarcodeReader }) => startBarcodeReader(element, (code) => detected(code)))
      .then((stopReader) => {
        if (unmounted) return stopReader();
        stop = stopReader;
        stateChanged('running');
      })
      .catch((error: unknown) => {
        // No camera, no permission, or no secure context: the typed code is still there.
        console.warn('camera unavailable', error);
        if (!unmounted) stateChanged('unavailable');
      });
    return () => {
      unmounted = true;
      stop?.();
      if (isMobile) leaveScanningMode();
    };
  }, [isMobile, detected, stateChanged]);
  return (
    <div className="scan-camera" data-state={state}>
      <video ref={video} className="scan-camera__video" muted playsInline aria-label={intl.formatMessage({ id: 'scan.camera' })} hidden={state === 'unavailable'} />
      {state === 'starting' && (
        <p className="scan-camera__message" role="status">
          <FormattedMessage id="scan.starting" />
        </p>
      )}
      {state === 'unavailable' && (
        <p className="scan-camera__message" role="status">
          <FormattedMessage id="scan.cameraUnavailable" />
        </p>
      )}
    </div>
  );
}
