import { useState } from 'react';
import { formatAmount } from '../../../shared/pricing/money';
import type { Tool } from '../../../shared/schemas/tool';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { useTools } from '../../data/hooks/use-catalog';
import { usePendingKeys } from '../../data/hooks/use-outbox';
import { useSyncJobs } from '../../data/hooks/use-sync-jobs';
import { catalogueAreas, catalogueText } from '../../i18n/catalogue-text';
import { useLocale, useT } from '../../i18n/use-t';
import { LoadingBlocks, useStillLoading } from './load-state';
import { ToolDialog } from './tool-dialog';
import { TranslationStatus } from './translation-status';

/** The tools for rent, each with its words in three languages to edit (ADR 104). */
export function ToolsCard() {
  useSyncJobs(['tools']);
  const tools = useTools();
  const loading = useStillLoading('tools', tools);
  const waiting = usePendingKeys('tools');
  const t = useT(...catalogueAreas(useLocale()));
  const [editing, setEditing] = useState<Tool | null>(null);

  return (
    <section aria-labelledby="tools-title" className="grid gap-3">
      <div>
        <h2 id="tools-title" className="text-lg font-semibold text-slate-900">
          Tools for rent
        </h2>
        <p className="text-sm text-slate-600">Each tool’s name and description as customers read them, in English, Kannada and Hindi.</p>
      </div>
      {loading ? (
        <LoadingBlocks label="Loading tools" shape="services" count={2} />
      ) : !tools || tools.length === 0 ? (
        <EmptyState title="No tools" description="Tools for rent show here once the catalogue has them." />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {tools.map((tool) => (
            <li key={tool.id}>
              <Card className="flex h-full flex-col gap-1 p-4" data-testid="admin-tool" data-tool-id={tool.id}>
                <div className="flex items-start justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">{catalogueText(t, tool, 'name')}</h3>
                  <span className="shrink-0 text-sm tabular-nums text-slate-700">{formatAmount(tool.dailyRate)}/day</span>
                </div>
                <p className="flex-1 text-sm text-slate-600">{catalogueText(t, tool, 'description') || 'No description.'}</p>
                <TranslationStatus item={tool} />
                <div className="mt-3 flex items-center gap-2">
                  <Button variant="outline" size="sm" onClick={() => setEditing(tool)} disabled={waiting.has(tool.id)} aria-label={`Edit ${tool.name}`}>
                    Edit
                  </Button>
                  {waiting.has(tool.id) ? <Badge variant="warning">Waiting to sync</Badge> : null}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <ToolDialog tool={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
