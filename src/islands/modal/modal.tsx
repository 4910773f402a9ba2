import { type KeyboardEvent, type PointerEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
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
  /** Desktop only: the title bar moves the modal (spec §2 member centre). */
  draggable?: boolean;
  /** On phones the modal fills the screen as a sheet. */
  fullScreenOnPhone?: boolean;
  className?: string;
}

/** Dragging is for a mouse on a wide screen; on phones modals stay put. */
const DRAG_MEDIA = '(min-width: 768px) and (pointer: fine)';

/** Moves a dialog by its title bar, keeping it inside the window. */
function useDrag(enabled: boolean, dialog: RefObject<HTMLDialogElement | null>) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const start = useRef<{ px: number; py: number; x: number; y: number; min: { x: number; y: number }; max: { x: number; y: number } } | null>(null);
  if (!enabled) return { offset, handlers: {} };
  const handlers = {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (e.button !== 0 || (e.target instanceof Element && e.target.closest('button, a, input')) || !matchMedia(DRAG_MEDIA).matches) return;
      const rect = dialog.current?.getBoundingClientRect();
      if (!rect) return;
      e.currentTarget.setPointerCapture(e.pointerId);
      start.current = {
        px: e.clientX,
        py: e.clientY,
        x: offset.x,
        y: offset.y,
        min: { x: offset.x - rect.left, y: offset.y - rect.top },
        max: { x: offset.x + (innerWidth - rect.right), y: offset.y + (innerHeight - rect.bottom) },
      };
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      const s = start.current;
      if (!s) return;
      const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, Math.min(lo, hi)), Math.max(lo, hi));
      setOffset({ x: clamp(s.x + e.clientX - s.px, s.min.x, s.max.x), y: clamp(s.y + e.clientY - s.py, s.min.y, s.max.y) });
    },
    onPointerUp: () => {
      start.current = null;
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
  return { offset, handlers };
}

/**
 * The generic modal (spec §2, §9): a native dialog, so focus stays inside and the page behind is
 * inert; locks page scroll and restores the position; never closes on an outside click; Escape
 * closes; Enter in a field presses the button marked `data-modal-default`.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  width = 400,
  closable = true,
  dismissible = true,
  background = 'dim',
  draggable = false,
  fullScreenOnPhone = false,
  className,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation();
  const drag = useDrag(draggable, ref);

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
    if (e.target instanceof Element && e.target.closest('textarea, button, a, select, form')) return;
    const button = ref.current?.querySelector<HTMLButtonElement>('[data-modal-default]');
    if (button && !button.disabled) {
      e.preventDefault();
      button.click();
    }
  };

  return (
    <dialog
      ref={ref}
      className={[styles.dialog, background === 'dim' && styles.dim, fullScreenOnPhone && styles.sheet, className].filter(Boolean).join(' ')}
      style={{
        width: `min(${width}px, calc(100vw - 24px))`,
        ...(drag.offset.x || drag.offset.y ? { translate: `${drag.offset.x}px ${drag.offset.y}px` } : {}),
      }}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        // A modal opened over another (a confirmation over the member centre) answers its own Escape:
        // the event must not go on to the modal around it, which would close as well.
        e.stopPropagation();
        if (dismissible) onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <header className={draggable ? `${styles.header} ${styles.handle}` : styles.header} {...drag.handlers}>
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
