import { useEffect, useRef, type ReactNode } from 'react';

interface ModalDialogProps {
  readonly open: boolean;
  /** Called when the visitor closes the dialog (Escape, the close button, a click outside). */
  readonly onClose: () => void;
  readonly labelledBy: string;
  readonly closeLabel: string;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>`: the browser makes the rest of the page inert, keeps
 * focus inside, closes it on Escape and gives focus back when it closes. Its content is only
 * mounted while it is open (a closed scanner holds no camera).
 */
export function ModalDialog({ open, onClose, labelledBy, closeLabel, className, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    else if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={className ? `modal ${className}` : 'modal'}
      aria-labelledby={labelledBy}
      onClose={() => {
        if (open) onClose();
      }}
      onClick={(event) => {
        // A click on the dialog box itself, not its content, is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="modal__content">
          <button type="button" className="modal__close" aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
          {children}
        </div>
      )}
    </dialog>
  );
}
