import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { $dialog, $modal, closeDialog, closeModal } from '#lib/stores/ui.ts';
import { ModalBoundary } from './modal-boundary.tsx';

const NoticeModal = lazy(() => import('../notices/notice-modal.tsx'));
const PopupNotices = lazy(() => import('../notices/popup-notices.tsx'));
const LoginModal = lazy(() => import('../auth/login-modal.tsx'));
const RegisterModal = lazy(() => import('../auth/register-modal.tsx'));
const ForgotPasswordModal = lazy(() => import('../auth/forgot-password-modal.tsx'));
const ResetPasswordModal = lazy(() => import('../auth/reset-password-modal.tsx'));
const ChangePasswordModal = lazy(() => import('../auth/change-password-modal.tsx'));
const WelcomeModal = lazy(() => import('../auth/welcome-modal.tsx'));
const ExcludedModal = lazy(() => import('../auth/excluded-modal.tsx'));
const MemberCentreModal = lazy(() => import('../member/member-centre-modal.tsx'));
const AgentCentreModal = lazy(() => import('../agent/agent-centre-modal.tsx'));
const ChatModal = lazy(() => import('../chat/chat-modal.tsx'));
const DialogHost = lazy(() => import('../auth/dialog-host.tsx'));

/** The one open modal, plus a dialog over it; each one's code loads only when it first opens. */
export function ModalHost({ lang }: { lang: string }) {
  const modal = useStore($modal);
  const dialog = useStore($dialog);
  return (
    <>
      {modal && (
        <ModalBoundary key={modal.name} onClose={closeModal}>
          <Suspense fallback={null}>
            {modal.name === 'notice' && <NoticeModal lang={lang} onClose={closeModal} {...(modal.props?.selectedId !== undefined ? { selectedId: modal.props.selectedId } : {})} />}
            {modal.name === 'popupNotices' && <PopupNotices lang={lang} notices={modal.props?.notices ?? []} onClose={closeModal} />}
            {modal.name === 'login' && <LoginModal key={modal.props?.challenge?.challengeId ?? 'login'} lang={lang} props={modal.props} onClose={closeModal} />}
            {modal.name === 'register' && <RegisterModal lang={lang} onClose={closeModal} />}
            {modal.name === 'forgotPassword' && <ForgotPasswordModal lang={lang} onClose={closeModal} />}
            {modal.name === 'resetPassword' && <ResetPasswordModal props={modal.props} onClose={closeModal} />}
            {modal.name === 'changePassword' && <ChangePasswordModal props={modal.props} onClose={closeModal} />}
            {modal.name === 'welcome' && <WelcomeModal onClose={closeModal} />}
            {modal.name === 'excluded' && modal.props && <ExcludedModal lang={lang} exclusion={modal.props.exclusion} onClose={closeModal} />}
            {modal.name === 'memberCentre' && <MemberCentreModal lang={lang} props={modal.props} onClose={closeModal} />}
            {modal.name === 'agentCentre' && <AgentCentreModal lang={lang} props={modal.props} onClose={closeModal} />}
            {modal.name === 'chat' && <ChatModal lang={lang} onClose={closeModal} />}
          </Suspense>
        </ModalBoundary>
      )}
      {dialog && (
        <ModalBoundary onClose={closeDialog}>
          <Suspense fallback={null}>
            <DialogHost />
          </Suspense>
        </ModalBoundary>
      )}
    </>
  );
}
