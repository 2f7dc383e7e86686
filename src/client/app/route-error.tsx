import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { buttonClasses } from '../components/ui/button';

/** Last-resort screen, e.g. when a screen's chunk cannot be fetched while offline. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  return (
    <div className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="text-slate-600">
        This page could not be shown. If you are offline, reconnect and try again.
      </p>
      {detail ? <p className="text-xs text-slate-500">{detail}</p> : null}
      <div className="flex gap-2">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className={buttonClasses({ variant: 'outline' })} reloadDocument>
          Go home
        </Link>
      </div>
    </div>
  );
}
