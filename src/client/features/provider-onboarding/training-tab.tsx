import { useState } from 'react';
import type { TrainingModule, TrainingType } from '../../../shared/schemas/onboarding';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { completeTraining } from '../../data/onboarding-mutations';

const COPY: Record<TrainingType, { title: string; description: string; button: string }> = {
  video: {
    title: 'Video training',
    description: 'Watch each module to learn how GaadiCare jobs are done: equipment, water use, photos and safety.',
    button: 'Mark Video Training Complete',
  },
  etiquette: {
    title: 'Customer etiquette',
    description: 'How to greet customers, respect their property and handle problems politely.',
    button: 'Mark Etiquette Training Complete',
  },
};

/** Steps 2 and 3: the modules of one training type and a button marking it done. */
export function TrainingTab({ providerId, type, modules, done }: { providerId: string; type: TrainingType; modules: TrainingModule[] | undefined; done: boolean }) {
  const [busy, setBusy] = useState(false);
  const copy = COPY[type];
  async function markDone() {
    setBusy(true);
    try {
      await completeTraining(providerId, type);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle as="h2">{copy.title}</CardTitle>
          {done ? <Badge variant="success">completed</Badge> : <Badge variant="secondary">pending</Badge>}
        </div>
        <CardDescription>{copy.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {modules === undefined ? (
          <Skeleton className="h-32" />
        ) : modules.length === 0 ? (
          <p className="text-sm text-slate-600">The modules will appear once they have loaded.</p>
        ) : (
          <ol className="space-y-3">
            {modules.map((m, i) => (
              <li key={m.id} className="rounded-lg border border-slate-200 p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">
                    {i + 1}. {m.title}
                  </h3>
                  <Badge variant="outline">{m.duration} min</Badge>
                </div>
                <p className="mt-1 text-sm text-slate-600">{m.description}</p>
                {type === 'video' ? (
                  <div className="mt-3 flex aspect-video max-h-56 w-full items-center justify-center rounded-md bg-slate-800 text-slate-100" role="img" aria-label={`Video: ${m.title}, ${m.duration} minutes`}>
                    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-10 w-10" fill="currentColor">
                      <path d="M8 5v14l11-7z" />
                    </svg>
                  </div>
                ) : null}
                <p className="mt-3 whitespace-pre-line text-sm text-slate-800">{m.content}</p>
              </li>
            ))}
          </ol>
        )}
        <div className="flex justify-end">
          <Button onClick={() => void markDone()} disabled={done || busy}>
            {done ? 'Completed' : copy.button}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
