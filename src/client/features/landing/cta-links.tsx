import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import { useLandingT } from './use-landing-t';

/** The landing page's pair of large call-to-action links: "Book Service Now" plus one secondary link. */
export function CtaLinks({ secondary, centered = false }: { secondary: { to: string; label: string }; centered?: boolean }) {
  const t = useLandingT();
  return (
    <div className={centered ? 'mt-8 flex flex-col justify-center gap-3 sm:flex-row' : 'mt-8 flex flex-col gap-3 sm:flex-row'}>
      <Link to="/book-service" className={buttonClasses({ size: 'lg', variant: 'inverse' })}>
        {t('landing.cta.book')}
      </Link>
      <Link to={secondary.to} className={buttonClasses({ size: 'lg', variant: 'inverse-outline' })}>
        {secondary.label}
      </Link>
    </div>
  );
}
