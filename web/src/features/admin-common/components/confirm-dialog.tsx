import { createContext, type ReactNode, useCallback, useContext, useId, useRef, useState } from 'react';
import { Modal } from './modal';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

interface Pending extends ConfirmOptions {
  resolve: (answer: boolean) => void;
}

/** An accessible replacement for window.confirm: `await confirm({...})` resolves true only on the confirm button. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        setPending({ ...options, resolve });
      }),
    [],
  );

  const answer = (value: boolean) => {
    pending?.resolve(value);
    setPending(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending && (
        <Modal
          title={pending.title}
          onClose={() => answer(false)}
          role="alertdialog"
          size="small"
          describedBy={messageId}
          initialFocus={cancelRef}
        >
          <div id={messageId} className="adm-confirm__message">
            {pending.message}
          </div>
          <div className="adm-modal__actions">
            <button
              ref={cancelRef}
              type="button"
              className="adm-button adm-button--secondary"
              onClick={() => answer(false)}
            >
              {pending.cancelLabel ?? 'Cancelar'}
            </button>
            <button
              type="button"
              className={`adm-button ${pending.tone === 'danger' ? 'adm-button--danger' : 'adm-button--primary'}`}
              onClick={() => answer(true)}
            >
              {pending.confirmLabel}
            </button>
          </div>
        </Modal>
      )}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm outside ConfirmProvider');
  return confirm;
}
