import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { lockScroll } from './scroll-lock.ts';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Spec §9: width 400 unless a screen needs more. */
  width?: number;
  /** The optional close control (Escape still closes when it is hidden, unless `dismissible` is false). */
  closable?: boolean;
  dismissible?: boolean;
  /** The background option: a dimmed page behind, or none. */
  background?: 'dim' | 'none';
}

/**
 * The generic modal (spec §2, §9): a native dialog, so focus stays inside and the page behind is
 * inert; locks page scroll and restores the position; never closes on an outside click; Escape
 * closes; Enter in a field presses the button marked `data-modal-default`.
 */
export function Modal({ open, title, onClose, children, footer, width = 400, closable = true, dismissible = true, background = 'dim' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const unlock = lockScroll();
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      unlock();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Enter' || e.defaultPrevented) return;
    const target = e.target as HTMLElement;
    if (target.closest('textarea, button, a, select, form')) return;
    const button = ref.current?.querySelector<HTMLButtonElement>('[data-modal-default]');
    if (button && !button.disabled) {
      e.preventDefault();
      button.click();
    }
  };

  return (
    <dialog
      ref={ref}
      className={background === 'dim' ? `${styles.dialog} ${styles.dim}` : styles.dialog}
      style={{ width: `min(${width}px, calc(100vw - 24px))` }}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (dismissible) onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {closable && (
          <button type="button" className={styles.close} onClick={onClose}>
            {t('common.modal.close')}
          </button>
        )}
      </header>
      <div className={styles.body}>{children}</div>
      {footer && <footer className={styles.footer}>{footer}</footer>}
    </dialog>
  );
}
