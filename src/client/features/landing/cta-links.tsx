import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';

/** The landing page's pair of large call-to-action links: "Book Service Now" plus one secondary link. */
export function CtaLinks({ secondary, centered = false }: { secondary: { to: string; label: string }; centered?: boolean }) {
  return (
    <div className={centered ? 'mt-8 flex flex-col justify-center gap-3 sm:flex-row' : 'mt-8 flex flex-col gap-3 sm:flex-row'}>
      <Link to="/book-service" className={buttonClasses({ size: 'lg', variant: 'inverse' })}>
        Book Service Now
      </Link>
      <Link to={secondary.to} className={buttonClasses({ size: 'lg', variant: 'inverse-outline' })}>
        {secondary.label}
      </Link>
    </div>
  );
}
