import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useUnsubscribe } from '../api/unsubscribe';
import './unsubscribe-dialog.css';

/** Spec §8: a 200 answer shows this in green. */
export const UNSUBSCRIBED = 'Unsubscribed Successfully';

interface UnsubscribeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  brand: string;
  title: string;
}

/**
 * The unsubscribe popup (spec §2 Footers): the visitor types the email or mobile number they want to stop
 * marketing to. 200 answers 'Unsubscribed Successfully' in green, anything else Info.Message in red.
 */
export default function UnsubscribeDialog({ open, onOpenChange, brand, title }: UnsubscribeDialogProps) {
  const [token, setToken] = useState('');
  const mutation = useUnsubscribe();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token.trim()) return;
    mutation.mutate({ brand, token: token.trim() });
  };
  const failure = mutation.isError
    ? mutation.error instanceof ApiError
      ? mutation.error.message
      : errorMessage(mutation.error)
    : null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="Enter the email address or mobile number you would like to unsubscribe from our marketing."
    >
      <form className="unsubscribe" onSubmit={submit} noValidate>
        <label className="unsubscribe__label" htmlFor={id}>
          Email or mobile number
        </label>
        <input
          id={id}
          className="unsubscribe__input"
          type="text"
          inputMode="email"
          autoComplete="email"
          required
          value={token}
          onChange={(event) => setToken(event.target.value)}
        />
        <button
          type="submit"
          className={buttonClass('primary', 'unsubscribe__submit')}
          disabled={mutation.isPending}
        >
          UNSUBSCRIBE
        </button>
        <p className="unsubscribe__result" role="status">
          {mutation.isSuccess ? <span className="unsubscribe__success">{UNSUBSCRIBED}</span> : null}
          {failure ? <span className="unsubscribe__error">{failure}</span> : null}
        </p>
      </form>
    </Dialog>
  );
}
