import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { $modal, closeModal } from '#lib/stores/ui.ts';
import type { Notice } from '#lib/types/shell.ts';

const NoticeModal = lazy(() => import('../notices/notice-modal.tsx'));
const PopupNotices = lazy(() => import('../notices/popup-notices.tsx'));

/** Renders the one open modal; each modal's code loads only when it first opens. */
export function ModalHost({ lang }: { lang: string }) {
  const modal = useStore($modal);
  if (!modal) return null;
  const props = modal.props ?? {};
  return (
    <Suspense fallback={null}>
      {modal.name === 'notice' && (
        <NoticeModal lang={lang} onClose={closeModal} {...(typeof props['selectedId'] === 'number' ? { selectedId: props['selectedId'] } : {})} />
      )}
      {modal.name === 'popupNotices' && <PopupNotices lang={lang} notices={(props['notices'] as Notice[]) ?? []} onClose={closeModal} />}
    </Suspense>
  );
}
