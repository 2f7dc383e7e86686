import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import { useSession } from '../../data/hooks/use-session';
import { useT } from '../../i18n/use-t';
import { ChoicesCard } from './choices-card';
import { DetailsCard } from './details-card';
import { DevicesCard } from './devices-card';
import { DownloadCard } from './download-card';
import { EraseCard } from './erase-card';
import { PhoneCard } from './phone-card';

/** "Your data": a copy of everything held about the person, and deleting the account (docs/privacy.md). */
export function MyDataPage() {
  const t = useT('privacy');
  const session = useSession();
  const { user, phone, demoMode } = session;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('privacy.title')}</h1>
      <p className="mt-1 text-slate-600">{t('privacy.intro')}</p>
      <div id="notice" className="mt-6 rounded-xl border border-slate-200 bg-white p-6 text-sm text-slate-700">
        <h2 className="text-base font-semibold text-slate-900">{t('privacy.noticeTitle')}</h2>
        <p className="mt-1">{t('privacy.notice')}</p>
      </div>
      {!session.loaded ? null : user ? (
        <div className="mt-6 grid gap-6">
          <DetailsCard key={user.id} name={user.name} email={user.email} location={user.location} />
          <PhoneCard phone={phone} demoMode={demoMode} />
          <ChoicesCard />
          <DevicesCard />
          <DownloadCard />
          <EraseCard phone={phone} demoMode={demoMode} />
        </div>
      ) : (
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6">
          <p className="text-slate-700">{t('privacy.signInFirst')}</p>
          <Link to="/sign-in?next=%2Fmy-data" className={buttonClasses({ className: 'mt-4' })}>
            {t('privacy.signIn')}
          </Link>
        </div>
      )}
    </section>
  );
}
