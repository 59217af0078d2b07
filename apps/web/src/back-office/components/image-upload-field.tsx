import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { IMAGE_TYPES } from '@storefront/contract/admin-config';
import { isImageLink } from '@storefront/contract/image-link';
import { buttonClass } from '../../components/ui/button';
import { errorMessage } from '../../lib/error-message';
import { uploadImage } from '../api/uploads';
import '../../components/ui/form.css';
import './image-upload-field.css';

interface ImageUploadFieldProps {
  /** The brand the image belongs to (the upload is stored in its folder and logged in its audit log). */
  brand: string;
  label: string;
  /** The current image's URL; '' for none. */
  value: string;
  /** Called with the uploaded image's URL, or '' when the owner removes it. */
  onChange: (url: string) => void;
  /** Help under the label (sizes, where it shows). */
  hint?: string;
  /** A problem found by the form itself (shown like the upload's own errors). */
  error?: string;
}

/**
 * Uploads the file chosen as soon as it is chosen: the progress while it goes, and the server's problem with
 * it. Nothing is set once the field has gone (the form closed meanwhile).
 */
function useImageUpload(brand: string, onChange: (url: string) => void) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setProblem(null);
    setProgress(0);
    uploadImage(brand, file, (fraction) => live.current && setProgress(fraction))
      .then((image) => {
        if (live.current) onChange(image.Url);
      })
      .catch((e: unknown) => {
        if (live.current) setProblem(errorMessage(e));
      })
      .finally(() => {
        if (!live.current) return;
        setProgress(null);
        // The same file may be chosen again after an error.
        if (input.current) input.current.value = '';
      });
  };
  return { progress, problem, setProblem, input, choose };
}

/**
 * An image chosen from the device and uploaded at once (owners): a preview of the current image, the upload's
 * progress with the input disabled meanwhile, and the server's message (wrong type, too big) next to the field.
 * The form keeps only the URL the server answers.
 */
export function ImageUploadField({ brand, label, value, onChange, hint, error }: ImageUploadFieldProps) {
  const id = useId();
  const { progress, problem, setProblem, input, choose } = useImageUpload(brand, onChange);

  const uploading = progress !== null;
  const message = problem ?? error;
  const describedBy = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={['field', 'image-field', message ? 'field--invalid' : null].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          <span className="visually-hidden">Error: </span>
          {message}
        </p>
      ) : null}
      <div className="image-field__body">
        <div className="image-field__preview">
          {/* A typed address is previewed only once it is an image link: never `javascript:` or another page. */}
          {value && isImageLink(value.trim()) ? (
            <img src={value.trim()} alt={`Current ${label.toLowerCase()}`} />
          ) : (
            <span className="image-field__empty">{value ? 'No preview' : 'No image'}</span>
          )}
        </div>
        <div className="image-field__controls">
          <input
            ref={input}
            id={id}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="image-field__input"
            disabled={uploading}
            aria-invalid={message ? true : undefined}
            aria-describedby={describedBy || undefined}
            onChange={choose}
          />
          {uploading ? (
            <div className="image-field__progress" role="status">
              <progress max={1} value={progress} aria-label={`Uploading ${label.toLowerCase()}`} />
              <span>Uploading… {Math.round(progress * 100)}%</span>
            </div>
          ) : null}
          {value && !uploading ? (
            <button
              type="button"
              className={buttonClass('outline', 'image-field__remove')}
              onClick={() => {
                setProblem(null);
                onChange('');
              }}
            >
              Remove {label.toLowerCase()}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
