import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { buttonClasses } from '../components/ui/button';
import { useT } from '../i18n/use-t';

/** Last-resort screen, e.g. when a screen's chunk cannot be fetched while offline. */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  return (
    <div className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('chrome.error.title')}</h1>
      <p className="text-slate-600">{t('chrome.error.body')}</p>
      {detail ? <p className="text-xs text-slate-500">{detail}</p> : null}
      <div className="flex gap-2">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          {t('chrome.error.reload')}
        </button>
        <Link to="/" className={buttonClasses({ variant: 'outline' })} reloadDocument>
          {t('chrome.error.home')}
        </Link>
      </div>
    </div>
  );
}
