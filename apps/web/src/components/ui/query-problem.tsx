import { buttonClass } from './button';
import './query-problem.css';

interface QueryProblemProps {
  message: string;
  onRetry?: () => void;
}

/** An inline notice for a part of the page whose data could not be loaded, with a retry. */
export function QueryProblem({ message, onRetry }: QueryProblemProps) {
  return (
    <div className="query-problem" role="alert">
      <p className="query-problem__message">{message}</p>
      {onRetry ? (
        <button type="button" className={buttonClass('outline')} onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
