import { Suspense } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../components/ui/button';
import { CloseButton } from '../components/ui/close-button';
import { closeInstallCard, installLater, promptInstall, useInstallState } from './install-prompt';
import { useT } from '../i18n/use-t';

/**
 * Shown only when the browser offered installation, the app is not installed and the user has
 * not chosen "Later". Rendered into <body>, not the header: the header's backdrop blur would make
 * it the card's containing block, pinning the card over the header and its menu. It sits at the
 * page bottom, and the page keeps room below its content for it (`floating-room`).
 */
export function InstallCard() {
  const { canInstall, installing } = useInstallState();
  if (!canInstall && !installing) return null;
  // Its words load when the browser offers installation.
  return (
    <Suspense fallback={null}>
      <InstallCardPanel installing={installing} />
    </Suspense>
  );
}

function InstallCardPanel({ installing }: { installing: boolean }) {
  const t = useT('prompts');
  return createPortal(
    <section
      aria-labelledby="install-card-title"
      data-floating="install-card"
      className="fixed inset-x-3 bottom-3 z-40 rounded-xl border border-slate-200 bg-white p-4 shadow-lg sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-80"
    >
      <CloseButton
        label={t('prompts.install.close')}
        onClick={closeInstallCard}
        className="absolute right-2 top-2 h-8 w-8 rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
      />
      <h2 id="install-card-title" className="pr-8 text-base font-semibold text-slate-900">
        {t('prompts.install.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('prompts.install.body')}</p>
      <div className="mt-3 flex gap-2">
        <Button size="sm" disabled={installing} onClick={() => void promptInstall()}>
          {installing ? t('prompts.install.installing') : t('prompts.install.install')}
        </Button>
        <Button size="sm" variant="outline" disabled={installing} onClick={installLater}>
          {t('prompts.install.later')}
        </Button>
      </div>
    </section>,
    document.body,
  );
}
