import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../common/icon.tsx';
import styles from './cashier.module.css';

/** Spec §5: png or jpg only, 5 MB each, at most 3. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const ACCEPTED = ['image/png', 'image/jpeg'];

function acceptable(file: File): 'type' | 'size' | null {
  if (!ACCEPTED.includes(file.type) && !/\.(png|jpe?g)$/i.test(file.name)) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return null;
}

/** Choose up to `max` png/jpg images of at most 5 MB; refused files are named with the reason. */
export function ImagePicker({ label, files, onFiles, max }: { label: string; files: File[]; onFiles: (files: File[]) => void; max: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const add = (list: FileList | null) => {
    if (!list) return;
    const next = [...files];
    let refused: string | null = null;
    for (const file of Array.from(list)) {
      const why = acceptable(file);
      if (why) refused = t(why === 'type' ? 'cashier.images.wrongType' : 'cashier.images.tooLarge', { name: file.name });
      else if (next.length >= max) refused = t('cashier.images.tooMany', { count: max });
      else next.push(file);
    }
    setProblem(refused);
    onFiles(next);
  };

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        multiple={max > 1}
        disabled={files.length >= max}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          add(e.currentTarget.files);
          e.currentTarget.value = '';
        }}
      />
      <p id={`${id}-hint`} className={styles.muted}>
        {t('cashier.images.rule', { count: max })}
      </p>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {files.length > 0 && (
        <ul className={styles.fileList}>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className={styles.fileItem}>
              <span className={styles.fileName}>{f.name}</span>
              <button type="button" className={styles.iconButton} aria-label={t('cashier.images.remove', { name: f.name })} onClick={() => onFiles(files.filter((_, j) => j !== i))}>
                <Icon name="close" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
