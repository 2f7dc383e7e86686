import { createContext, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import type { UserType } from '../../shared/schemas/common';
import { useT } from '../i18n/use-t';
import { Skeleton } from './ui/skeleton';

export interface PersonaGateProps {
  role: UserType;
  /** Offer a persona who is not verified yet first (the onboarding screen's demo). */
  preferUnverified?: boolean;
  /**
   * Also show the content to a visitor (nobody signed in, outside demo mode): screens that run on
   * the public reads (shared/api/public-reads.ts) and ask for a sign-in only at their writes.
   */
  visitors?: boolean;
  /** What the gate shows while the acting persona loads (default: PersonaGateLoading). */
  loading?: ReactNode;
  children: ReactNode;
}

const GateContext = createContext<ComponentType<PersonaGateProps> | null>(null);

/** Where the app puts the gate it shows (app/root-layout.tsx provides app/persona-gate.tsx's). */
export const PersonaGateProvider = GateContext.Provider;

/** What the gate shows while it, or the acting persona, is still loading. */
export function PersonaGateLoading() {
  const t = useT();
  return (
    <div className="mx-auto max-w-xl p-6" role="status">
      <span className="sr-only">{t('chrome.loading')}</span>
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

/**
 * Content for one role. A screen says which role it is for; what another persona sees instead
 * (the app's one-click "Continue as …") is the app's, which provides it through
 * PersonaGateProvider and loads it with the database, after the first paint.
 */
export function PersonaGate(props: PersonaGateProps) {
  const Gate = useContext(GateContext);
  if (!Gate) throw new Error('PersonaGate needs the app’s PersonaGateProvider (see app/root-layout.tsx)');
  return (
    <Suspense fallback={<PersonaGateLoading />}>
      <Gate {...props} />
    </Suspense>
  );
}
