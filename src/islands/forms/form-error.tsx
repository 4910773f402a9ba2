import type { Message } from '#lib/error-message.ts';
import { Icon } from '../common/icon.tsx';
import { useMessage } from './use-message.ts';
import styles from './forms.module.css';

/** The form's own error (a failed call), announced when it appears. */
export function FormError({ error }: { error: Message | null }) {
  const message = useMessage();
  if (!error) return null;
  return (
    <p className={styles.formError} role="alert">
      <Icon name="warning" />
      <span>{message(error)}</span>
    </p>
  );
}
