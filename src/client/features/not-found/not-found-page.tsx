import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';

export function NotFoundPage() {
  const t = useT('common');
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-20 text-center">
      <p className="text-5xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold text-slate-900">{t('chrome.title.notFound')}</h1>
      <p className="text-slate-600">{t('common.notFound.body')}</p>
      <Link to="/" className={buttonClasses()}>
        {t('common.notFound.home')}
      </Link>
    </section>
  );
}
