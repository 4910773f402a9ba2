/**
 * Locks page scroll while any modal is open and puts the page back where it was when the last
 * one closes (fixing the body keeps iOS from scrolling the page behind).
 */
let locks = 0;
let savedY = 0;

export function lockScroll(): () => void {
  if (locks++ === 0) {
    savedY = window.scrollY;
    const body = document.body.style;
    body.position = 'fixed';
    body.top = `-${savedY}px`;
    body.left = '0';
    body.right = '0';
    body.overflow = 'hidden';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0) {
      const body = document.body.style;
      body.position = '';
      body.top = '';
      body.left = '';
      body.right = '';
      body.overflow = '';
      window.scrollTo(0, savedY);
    }
  };
}
