import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './modal-boundary.module.css';

function LoadFailed({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.failed} role="alert">
      <p>{t('errors.CHUNK_LOAD')}</p>
      <button type="button" className="btn" onClick={onClose}>
        {t('in_increase_submit')}
      </button>
    </div>
  );
}

/**
 * Spec §8 "screen chunk loading failed": a modal whose code cannot load says so instead of
 * breaking the header. It draws no modal itself (that code may be what failed to load).
 */
export class ModalBoundary extends Component<{ onClose: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <LoadFailed onClose={this.props.onClose} /> : this.props.children;
  }
}
