import { useState } from 'react';
import { DATA_EXPORT_LIMIT } from '../../../shared/domain/privacy';
import { Button } from '../../components/ui/button';
import { TitledCard } from '../../components/ui/card';
import { toast } from '../../components/ui/toast';
import { downloadMyData } from '../../data/mutations/account';
import { useT } from '../../i18n/use-t';

/** Saves a downloaded file the way a link with `download` would. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function DownloadCard() {
  const t = useT('privacy');
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const result = await downloadMyData();
      if (result.status === 'ok') {
        save(result.value.blob, result.value.fileName);
        toast({ title: t('privacy.downloadDone') });
      } else {
        toast({ title: t('privacy.downloadFailed'), description: result.status === 'offline' ? t('privacy.needsConnection') : result.message, variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  }
  return (
    <TitledCard title={t('privacy.downloadTitle')} as="h2">
      <p className="text-sm text-slate-700">{t('privacy.downloadBody', { count: DATA_EXPORT_LIMIT.perDay })}</p>
      <Button className="mt-4" disabled={busy} onClick={() => void download()}>
        {t(busy ? 'privacy.downloadPreparing' : 'privacy.downloadAction')}
      </Button>
    </TitledCard>
  );
}
