import { memo, useState } from 'react';
import { apiUrl } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { formatIstDateTime } from '../../../shared/domain/time';
import { PAYOUT_STATUS_LABELS, type BankFileOutcome } from '../../../shared/payments/payout-state';
import { formatAmount } from '../../../shared/pricing/money';
import type { BankFiles } from '../../../shared/schemas/payment';
import { OutcomeLine } from '../../components/outcome-line';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { TitledCard } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { makeBankFile, settleBankFilePayouts } from '../../data/mutations/payout-mutations';
import type { OnlineRead } from '../../pwa/use-online-read';
import { LoadingBlocks } from './load-state';

type Outcome = { ok: boolean; text: string } | null;

/**
 * Bank bulk-transfer files (ADR 068), on a server without RazorpayX payouts: the payouts waiting
 * for a file, a button that puts them in one, and each file with its CSV (the same every download)
 * and its payouts, each marked processed or failed as the bank reports. Shown once there is a file
 * or the server pays by bank file.
 */
export const BankFilesCard = memo(function BankFilesCard({ read, onChange }: { read: OnlineRead<BankFiles>; onChange: () => void }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (read.state === 'ready' && read.data.method !== 'bank-file' && read.data.files.length === 0 && read.data.waiting.count === 0) return null;

  const make = async () => {
    setBusy(true);
    setOutcome(null);
    const answer = await makeBankFile();
    setBusy(false);
    if (answer.status === 'ok') {
      const { payouts, total, failed } = answer.data;
      const made = payouts === 0 ? 'No file: ' : `A file of ${payouts} payout${payouts === 1 ? '' : 's'}, ${formatAmount(total)} in all, is ready to download.`;
      const returned = failed === 0 ? '' : ` ${failed} payout${failed === 1 ? '' : 's'} failed (the account changed after the payout was queued): the money is back in the balance.`;
      setOutcome({ ok: true, text: `${made}${returned}`.trim() });
      onChange();
    } else {
      setOutcome({ ok: false, text: answer.status === 'offline' ? 'A bank file needs a connection.' : answer.message });
    }
  };

  return (
    <TitledCard
      title="Bank files"
      as="h2"
      description="Payouts are paid by a bank bulk-transfer file: make the file, upload its CSV to the bank, then mark each payout as the bank reports it. Failed payouts go back to the provider's balance."
    >
      {read.state === 'loading' ? (
        <LoadingBlocks label="Loading bank files" shape="users" count={2} />
      ) : read.state === 'unavailable' ? (
        <p className="text-sm text-slate-600">Bank files are read from the server; they show once this device is online.</p>
      ) : (
        <div className="grid gap-4" data-testid="bank-files">
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-slate-800" data-testid="bank-file-waiting">
              {read.data.waiting.count === 0
                ? 'No payout is waiting for a bank file.'
                : `${read.data.waiting.count} payout${read.data.waiting.count === 1 ? '' : 's'} of ${formatAmount(read.data.waiting.total)} wait for a bank file.`}
            </p>
            <Button type="button" onClick={() => void make()} disabled={busy || read.data.waiting.count === 0} data-testid="make-bank-file">
              {busy ? 'Making the file…' : 'Make the bank file'}
            </Button>
            <OutcomeLine outcome={outcome} />
          </div>
          {read.data.files.length === 0 ? (
            <EmptyState title="No bank files yet" description="A file holds the payouts that waited when it was made; each payout is in one file only." />
          ) : (
            <ul className="grid gap-3">
              {read.data.files.map((file) => (
                <BankFile key={file.id} file={file} onChange={onChange} />
              ))}
            </ul>
          )}
        </div>
      )}
    </TitledCard>
  );
});

function BankFile({ file, onChange }: { file: BankFiles['files'][number]; onChange: () => void }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const open = file.payouts.filter((p) => p.status === 'in_bank_file');

  const settle = async (payoutIds: string[], result: BankFileOutcome) => {
    setBusy(true);
    setOutcome(null);
    const answer = await settleBankFilePayouts(file.id, { outcome: result, payoutIds });
    setBusy(false);
    if (answer.status === 'ok') {
      const n = answer.data.length;
      setOutcome({ ok: true, text: `${n} payout${n === 1 ? '' : 's'} marked ${result === 'processed' ? 'paid' : 'failed: the money is back in the balance'}.` });
      onChange();
    } else {
      setOutcome({ ok: false, text: answer.status === 'offline' ? 'Marking payouts needs a connection.' : answer.message });
    }
  };

  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="bank-file">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-medium break-all text-slate-900">{file.id}</span>
        <span className="text-slate-600">
          {formatIstDateTime(file.createdAt)} · {formatAmount(file.total)}
        </span>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <a className={buttonClasses({ variant: 'outline', size: 'sm' })} href={apiUrl(apiRoutes.getBankFileCsv, { fileId: file.id })} download data-testid="bank-file-csv">
          Download CSV
        </a>
        {open.length > 1 ? (
          <Button type="button" size="sm" disabled={busy} onClick={() => void settle(open.map((p) => p.id), 'processed')}>
            Mark all {open.length} paid
          </Button>
        ) : null}
      </div>
      <ul className="mt-2 grid gap-2">
        {file.payouts.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-slate-100 pt-2" data-testid="bank-file-payout">
            <span className="text-slate-900">
              {p.name || p.providerId} · {formatAmount(p.amount)} · {p.mode}
            </span>
            {p.status === 'in_bank_file' ? (
              <span className="flex gap-2">
                <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => void settle([p.id], 'processed')}>
                  Paid
                </Button>
                <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => void settle([p.id], 'failed')}>
                  Failed
                </Button>
              </span>
            ) : (
              <Badge variant={p.status === 'processed' ? 'default' : 'destructive'}>{PAYOUT_STATUS_LABELS[p.status]}</Badge>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-2">
        <OutcomeLine outcome={outcome} />
      </div>
    </li>
  );
}
