import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useAdminLayer } from './admin-frame';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const openModals = new WeakMap<HTMLElement, number>();

function holdInert(app: HTMLElement | null): () => void {
  if (!app) return () => {};
  openModals.set(app, (openModals.get(app) ?? 0) + 1);
  app.setAttribute('inert', '');
  return () => {
    const remaining = (openModals.get(app) ?? 1) - 1;
    openModals.set(app, remaining);
    if (remaining <= 0) app.removeAttribute('inert');
  };
}

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Focused when the dialog opens; defaults to the first focusable element of the body. */
  initialFocus?: RefObject<HTMLElement | null>;
  size?: 'small' | 'medium' | 'large';
  /** alertdialog for confirmations that interrupt the operator. */
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
  /** While true, Escape and the close button do nothing (e.g. a save in flight). */
  busy?: boolean;
}

/** A modal dialog: focus moves in and is trapped, Escape closes, focus returns to the opener, the page goes inert. */
export function Modal({
  title,
  onClose,
  children,
  initialFocus,
  size = 'medium',
  role = 'dialog',
  describedBy,
  busy,
}: ModalProps) {
  const { layer, app } = useAdminLayer();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const busyRef = useRef(busy);
  busyRef.current = busy;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = holdInert(app);
    const dialog = dialogRef.current;
    const target =
      initialFocus?.current ??
      dialog?.querySelector('.adm-modal__body')?.querySelector<HTMLElement>(FOCUSABLE) ??
      dialog;
    target?.focus();
    return () => {
      release();
      if (opener?.isConnected) opener.focus();
    };
  }, [app, initialFocus]);

  // A native listener on the dialog: Escape closes, Tab cycles inside (the focus trap).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        if (!busyRef.current) onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => dialog.removeEventListener('keydown', onKeyDown);
  }, []);

  const dialog = (
    <div className="adm-modal-backdrop">
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is always dialog or alertdialog, both modal. */}
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`adm-modal adm-modal--${size}`}
      >
        <div className="adm-modal__header">
          <h2 id={titleId} className="adm-modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="adm-icon-button"
            onClick={() => !busy && onClose()}
            aria-label="Fechar"
            disabled={busy}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="adm-modal__body">{children}</div>
      </div>
    </div>
  );
  return createPortal(dialog, layer ?? document.body);
}
