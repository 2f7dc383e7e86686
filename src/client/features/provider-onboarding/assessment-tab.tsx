import { useEffect, useRef, useState } from 'react';
import type { AssessmentQuestion, AssessmentResult, VerificationStatus } from '../../../shared/schemas/onboarding';
import { ASSESSMENT_PASS_PERCENTAGE, ASSESSMENT_QUESTION_COUNT, ASSESSMENT_RETRY_COOLDOWN_MINUTES } from '../../../shared/schemas/onboarding';
import { formatIstDateTime } from '../../../shared/domain/time';
import { canStartAssessment, onboardingWait } from '../../../shared/domain/verification';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Progress } from '../../components/ui/progress';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group';
import { toast } from '../../components/ui/toast';
import { drawAssessment, submitAssessment } from '../../data/mutations/onboarding-mutations';
import { UNANSWERED, allAnswered, minutesUntil, toSubmission } from './assessment-state';
import { useT, type Translate } from '../../i18n/use-t';
import { useTrainingText } from './coursework';
import { reasonText } from './onboarding-words';

type Phase =
  | { kind: 'idle' }
  | { kind: 'quiz'; token: string; questions: AssessmentQuestion[]; answers: number[]; index: number; startedAt: number }
  | { kind: 'result'; result: AssessmentResult };

interface AssessmentTabProps {
  providerId: string;
  status: VerificationStatus | null | undefined;
}

/**
 * Step 4: eight questions drawn by the server with their options shuffled, one at a time, graded
 * on the server (pass at 80 %). After a failure: which answers were wrong, and a cooldown before
 * the next attempt.
 */
export function AssessmentTab({ providerId, status }: AssessmentTabProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [pending, setPending] = useState(false);
  const [offline, setOffline] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ready = status ? canStartAssessment(status) : false;
  const t = useT('onboarding');

  async function start() {
    if (pending) return;
    setPending(true);
    setRefusal(null);
    try {
      const outcome = await drawAssessment(providerId);
      if (outcome.status === 'offline') {
        setRefusal(t('onboarding.assessment.offlineStart'));
        return;
      }
      if (outcome.status === 'failed') {
        setRefusal(reasonText(t, outcome.message));
        return;
      }
      const { token, questions } = outcome.draw;
      setOffline(false);
      setPhase({ kind: 'quiz', token, questions, answers: questions.map(() => UNANSWERED), index: 0, startedAt: Date.now() });
    } finally {
      setPending(false);
    }
  }

  async function submit() {
    if (phase.kind !== 'quiz' || !allAnswered(phase.answers) || pending) return;
    setPending(true);
    try {
      const outcome = await submitAssessment(providerId, phase.token, toSubmission(phase.questions, phase.answers), (Date.now() - phase.startedAt) / 1000);
      if (outcome.status === 'offline') {
        setOffline(true);
        return;
      }
      setOffline(false);
      if (outcome.status === 'failed') {
        toast({ title: t('onboarding.assessment.submitFailed'), description: reasonText(t, outcome.message), variant: 'destructive' });
        return;
      }
      const { result } = outcome;
      if (result.passed) toast({ title: t('onboarding.assessment.passedToast'), description: t('onboarding.assessment.passedToastBody') });
      else toast({ title: t('onboarding.assessment.failedToast'), description: t('onboarding.assessment.failedToastBody', { percentage: result.percentage }), variant: 'destructive' });
      setPhase({ kind: 'result', result });
      headingRef.current?.focus();
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle as="h2">
            <span ref={headingRef} tabIndex={-1} className="focus:outline-none">
              {t('onboarding.assessment.title')}
            </span>
          </CardTitle>
          {status?.assessmentPassed ? <Badge variant="success">{t('onboarding.assessment.passedBadge')}</Badge> : null}
        </div>
        <CardDescription>
          {phase.kind === 'idle'
            ? t('onboarding.assessment.about', { count: ASSESSMENT_QUESTION_COUNT, pass: ASSESSMENT_PASS_PERCENTAGE, minutes: ASSESSMENT_RETRY_COOLDOWN_MINUTES })
            : null}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {phase.kind === 'idle' ? (
          status?.assessmentPassed ? (
            <p className="rounded-lg bg-green-50 p-4 text-green-900 ring-1 ring-green-200">{t('onboarding.assessment.alreadyPassed')}</p>
          ) : (
            <div className="space-y-3">
              <Button onClick={() => void start()} disabled={!ready || pending} aria-describedby={!ready ? 'assessment-hint' : undefined}>
                {pending ? t('onboarding.assessment.starting') : t('onboarding.assessment.start')}
              </Button>
              {!ready ? (
                <p id="assessment-hint" className="text-sm text-slate-600">
                  {notReadyText(t, status)}
                </p>
              ) : null}
              {refusal ? (
                <p role="alert" className="rounded-lg border border-orange-200 bg-orange-50 p-3 text-sm text-orange-900">
                  {refusal}
                </p>
              ) : null}
            </div>
          )
        ) : phase.kind === 'quiz' ? (
          <Quiz
            phase={phase}
            pending={pending}
            offline={offline}
            onAnswer={(value) =>
              setPhase({ ...phase, answers: phase.answers.map((a, i) => (i === phase.index ? value : a)) })
            }
            onMove={(index) => setPhase({ ...phase, index })}
            onSubmit={() => void submit()}
          />
        ) : (
          <ResultPanel result={phase.result} pending={pending} refusal={refusal} onRetake={() => void start()} />
        )}
      </CardContent>
    </Card>
  );
}

interface QuizProps {
  phase: Extract<Phase, { kind: 'quiz' }>;
  pending: boolean;
  offline: boolean;
  onAnswer(value: number): void;
  onMove(index: number): void;
  onSubmit(): void;
}

function Quiz({ phase, pending, offline, onAnswer, onMove, onSubmit }: QuizProps) {
  const { questions, answers, index } = phase;
  const question = questions[index];
  const last = index === questions.length - 1;
  const answered = answers[index] !== UNANSWERED;
  const done = answers.filter((a) => a !== UNANSWERED).length;
  const t = useT('onboarding');
  const text = useTrainingText();
  const questionText = text.question(question);
  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <p className="text-sm text-slate-600">
          {t('onboarding.assessment.position', { number: index + 1, total: questions.length })}
        </p>
        <Progress value={(done / questions.length) * 100} aria-label={t('onboarding.assessment.answered', { done, total: questions.length })} />
      </div>
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">{questionText}</legend>
        <RadioGroup
          className="mt-3"
          value={answered ? String(answers[index]) : ''}
          onValueChange={(v) => onAnswer(Number(v))}
          aria-label={questionText}
        >
          {question.options.map((option, i) => (
            <div key={i} className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 has-[[data-state=checked]]:border-brand-600 has-[[data-state=checked]]:bg-brand-50">
              <RadioGroupItem value={String(i)} id={`q-${question.id}-${i}`} />
              <Label htmlFor={`q-${question.id}-${i}`} className="flex-1 font-normal">
                {text.option(question.id, option)}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>
      {offline ? (
        <p role="alert" className="rounded-lg border border-orange-200 bg-orange-50 p-3 text-sm text-orange-900">
          {t('onboarding.assessment.offlineSubmit')}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="outline" onClick={() => onMove(index - 1)} disabled={index === 0}>
          {t('onboarding.assessment.previous')}
        </Button>
        {last ? (
          <Button onClick={onSubmit} disabled={!allAnswered(answers) || pending}>
            {pending ? t('onboarding.assessment.submitting') : t('onboarding.assessment.submit')}
          </Button>
        ) : (
          <Button onClick={() => onMove(index + 1)} disabled={!answered}>
            {t('onboarding.assessment.next')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** Minutes left until `retryAt`, updated every few seconds while there are some. */
function useMinutesUntil(retryAt: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = minutesUntil(retryAt, now);
  useEffect(() => {
    if (left === 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 5_000);
    return () => window.clearInterval(timer);
  }, [left]);
  return left;
}

function ResultPanel({ result, pending, refusal, onRetake }: { result: AssessmentResult; pending: boolean; refusal: string | null; onRetake(): void }) {
  const wait = useMinutesUntil(result.retryAt);
  const t = useT('onboarding');
  const text = useTrainingText();
  return (
    <div
      className={result.passed ? 'rounded-lg bg-green-50 p-4 text-green-900 ring-1 ring-green-200' : 'rounded-lg bg-red-50 p-4 text-red-900 ring-1 ring-red-200'}
      data-testid="assessment-result"
    >
      <p className="text-lg font-semibold">{t(result.passed ? 'onboarding.assessment.youPassed' : 'onboarding.assessment.notPassed')}</p>
      <p className="mt-1">
        {t('onboarding.assessment.score', { percentage: result.percentage, correct: result.correct, total: result.questions })}
      </p>
      {result.wrong.length > 0 ? (
        <div className="mt-3">
          <p className="text-sm font-semibold">{t('onboarding.assessment.wrong', { count: result.wrong.length })}</p>
          <ul className="mt-1 space-y-2 text-sm" data-testid="wrong-answers">
            {result.wrong.map((w) => (
              <li key={w.questionId} className="rounded-md bg-white/70 p-2 text-slate-900 ring-1 ring-red-100">
                <p className="font-medium">{text.question({ id: w.questionId, question: w.question })}</p>
                <p className="text-slate-700">{t('onboarding.assessment.yourAnswer', { answer: text.option(w.questionId, w.chosen) })}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.passed ? null : (
        <>
          <p className="mt-3 text-sm">{t('onboarding.assessment.needToPass', { pass: ASSESSMENT_PASS_PERCENTAGE })}</p>
          {wait > 0 && result.retryAt ? (
            <p className="mt-1 text-sm font-medium" data-testid="retry-wait">
              {t('onboarding.assessment.retryAt', { time: formatIstDateTime(result.retryAt), minutes: wait })}
            </p>
          ) : null}
          <Button className="mt-3" onClick={onRetake} disabled={wait > 0 || pending}>
            {pending ? t('onboarding.assessment.starting') : t('onboarding.assessment.retake')}
          </Button>
          {refusal ? (
            <p role="alert" className="mt-2 text-sm">
              {refusal}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

/** Why the assessment cannot start yet, naming the step that waits (the operator's approval says so). */
function notReadyText(t: Translate, status: VerificationStatus | null | undefined): string {
  const wait = status ? onboardingWait(status) : null;
  if (wait === 'identity') return t('onboarding.assessment.needsIdentity');
  if (wait === 'training') return t('onboarding.assessment.needsTraining');
  if (wait === 'approval') return `${t('onboarding.waitingApproval')} ${t('onboarding.assessment.needsApproval')}`;
  return t('onboarding.assessment.notReady');
}
