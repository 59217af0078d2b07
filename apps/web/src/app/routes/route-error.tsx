import { isRouteErrorResponse, useRouteError } from 'react-router';
import { BrandProblem } from '../../features/brand/components/brand-status';
import { buttonClass } from '../../components/ui/button';
import { messages } from '../../lib/messages';

/** The last line of defence: a route that threw renders this instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <BrandProblem
      title={notFound ? 'Page not found' : 'Something went wrong'}
      action={
        <a className={buttonClass('primary')} href="/">
          Go to the home page
        </a>
      }
    >
      {notFound ? 'We could not find that page.' : messages.somethingWentWrong}
    </BrandProblem>
  );
}
