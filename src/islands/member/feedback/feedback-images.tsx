import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '#lib/cashier-api.ts';
import { errorMessage } from '#lib/error-message.ts';
import { ApiError } from '#lib/api.ts';
import { Icon } from '../../common/icon.tsx';
import styles from './feedback.module.css';

/** Spec §5: png or jpg, 5 MB each. */
const MAX_BYTES = 5 * 1024 * 1024;

export interface PickedImage {
  id: number;
  name: string;
  url: string;
}

/**
 * Up to `max` images, each uploaded as soon as it is picked (so a refused one is named at once)
 * and shown as a preview that can be removed before sending.
 */
export function FeedbackImages({ images, onImages, max }: { images: PickedImage[]; onImages: (next: PickedImage[]) => void; max: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async (list: FileList | null) => {
    if (!list) return;
    setProblem(null);
    setBusy(true);
    let next = images;
    try {
      for (const file of Array.from(list)) {
        if (next.length >= max) {
          setProblem(t('feedback.images.tooMany', { count: max }));
          break;
        }
        if (!/^image\/(png|jpeg)$/.test(file.type) && !/\.(png|jpe?g)$/i.test(file.name)) {
          setProblem(t('feedback.images.wrongType', { name: file.name }));
          continue;
        }
        if (file.size > MAX_BYTES) {
          setProblem(t('feedback.images.tooLarge', { name: file.name }));
          continue;
        }
        try {
          const uploaded = await uploadImage(file, 'feedback');
          // The preview is the stored, re-encoded image (the page's policy allows images from the site only).
          next = [...next, { id: uploaded, name: file.name, url: `/wps/cashier/uploads/${uploaded}` }];
          onImages(next);
        } catch (err) {
          const m = err instanceof ApiError && err.code === 'UPLOAD_REFUSED' ? { key: 'feedback.images.refused', values: { name: file.name } } : errorMessage(err);
          setProblem(t(m.key, m.values ?? {}));
        }
      }
    } finally {
      setBusy(false);
    }
  };

  const remove = (image: PickedImage) => onImages(images.filter((i) => i.id !== image.id));

  return (
    <div className="field">
      <label htmlFor={id}>{t('feedback.images.label')}</label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        disabled={busy || images.length >= max}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          void add(e.currentTarget.files);
          e.currentTarget.value = '';
        }}
      />
      <p id={`${id}-hint`} className={styles.muted}>
        {busy ? t('feedback.images.uploading') : t('feedback.images.rule', { count: max })}
      </p>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {images.length > 0 && (
        <ul className={styles.previews}>
          {images.map((image) => (
            <li key={image.id} className={styles.preview}>
              <img src={image.url} alt={image.name} width={72} height={72} />
              <button type="button" className={styles.remove} aria-label={t('feedback.images.remove', { name: image.name })} onClick={() => remove(image)}>
                <Icon name="close" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
