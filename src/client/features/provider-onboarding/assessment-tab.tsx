import { useEffect, useRef, useState } from 'react';
import type { AssessmentQuestion, AssessmentResult, VerificationStatus } from '../../../shared/schemas/onboarding';
import { ASSESSMENT_PASS_PERCENTAGE, ASSESSMENT_QUESTION_COUNT, ASSESSMENT_RETRY_COOLDOWN_MINUTES } from '../../../shared/schemas/onboarding';
import { formatIstDateTime } from '../../../shared/domain/time';
import { canStartAssessment } from '../../../shared/domain/verification';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Progress } from '../../components/ui/progress';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group';
import { toast } from '../../components/ui/toast';
import { drawAssessment, submitAssessment } from '../../data/onboarding-mutations';
import { UNANSWERED, allAnswered, minutesUntil, toSubmission } from './assessment-state';

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

  async function start() {
    if (pending) return;
    setPending(true);
    setRefusal(null);
    try {
      const outcome = await drawAssessment(providerId);
      if (outcome.status === 'offline') {
        setRefusal("You're offline. The assessment is drawn and graded by our server: start it once you're back online.");
        return;
      }
      if (outcome.status === 'failed') {
        setRefusal(outcome.message);
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
        toast({ title: 'Submission Failed', description: outcome.message, variant: 'destructive' });
        return;
      }
      const { result } = outcome;
      if (result.passed) toast({ title: 'Assessment Passed!', description: 'Congratulations!' });
      else toast({ title: 'Assessment Failed', description: `You scored ${result.percentage}%. Please try again.`, variant: 'destructive' });
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
              Assessment
            </span>
          </CardTitle>
          {status?.assessmentPassed ? <Badge variant="success">passed</Badge> : null}
        </div>
        <CardDescription>
          {phase.kind === 'idle'
            ? `${ASSESSMENT_QUESTION_COUNT} questions on service quality, safety and etiquette. You need ${ASSESSMENT_PASS_PERCENTAGE}% or higher to pass; after a failed attempt you can try again ${ASSESSMENT_RETRY_COOLDOWN_MINUTES} minutes later.`
            : null}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {phase.kind === 'idle' ? (
          status?.assessmentPassed ? (
            <p className="rounded-lg bg-green-50 p-4 text-green-900 ring-1 ring-green-200">You have passed the assessment.</p>
          ) : (
            <div className="space-y-3">
              <Button onClick={() => void start()} disabled={!ready || pending} aria-describedby={!ready ? 'assessment-hint' : undefined}>
                {pending ? 'Starting…' : 'Start Assessment'}
              </Button>
              {!ready ? (
                <p id="assessment-hint" className="text-sm text-slate-600">
                  Complete identity verification and training modules first
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
  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <p className="text-sm text-slate-600">
          Question {index + 1} of {questions.length}
        </p>
        <Progress value={(done / questions.length) * 100} aria-label={`${done} of ${questions.length} answered`} />
      </div>
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">{question.question}</legend>
        <RadioGroup
          className="mt-3"
          value={answered ? String(answers[index]) : ''}
          onValueChange={(v) => onAnswer(Number(v))}
          aria-label={question.question}
        >
          {question.options.map((option, i) => (
            <div key={i} className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 has-[[data-state=checked]]:border-brand-600 has-[[data-state=checked]]:bg-brand-50">
              <RadioGroupItem value={String(i)} id={`q-${question.id}-${i}`} />
              <Label htmlFor={`q-${question.id}-${i}`} className="flex-1 font-normal">
                {option}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>
      {offline ? (
        <p role="alert" className="rounded-lg border border-orange-200 bg-orange-50 p-3 text-sm text-orange-900">
          You're offline. The assessment is graded by our server, so it can't be submitted right now. Your answers are kept here —
          submit again once you're back online.
        </p>
      ) : null}
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="outline" onClick={() => onMove(index - 1)} disabled={index === 0}>
          Previous
        </Button>
        {last ? (
          <Button onClick={onSubmit} disabled={!allAnswered(answers) || pending}>
            {pending ? 'Submitting…' : 'Submit Assessment'}
          </Button>
        ) : (
          <Button onClick={() => onMove(index + 1)} disabled={!answered}>
            Next
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
  return (
    <div
      className={result.passed ? 'rounded-lg bg-green-50 p-4 text-green-900 ring-1 ring-green-200' : 'rounded-lg bg-red-50 p-4 text-red-900 ring-1 ring-red-200'}
      data-testid="assessment-result"
    >
      <p className="text-lg font-semibold">{result.passed ? 'You passed!' : 'Not passed this time'}</p>
      <p className="mt-1">
        Score: {result.percentage}% ({result.correct} of {result.questions} correct)
      </p>
      {result.wrong.length > 0 ? (
        <div className="mt-3">
          <p className="text-sm font-semibold">{result.wrong.length === 1 ? 'This answer was wrong:' : `These ${result.wrong.length} answers were wrong:`}</p>
          <ul className="mt-1 space-y-2 text-sm" data-testid="wrong-answers">
            {result.wrong.map((w) => (
              <li key={w.questionId} className="rounded-md bg-white/70 p-2 text-slate-900 ring-1 ring-red-100">
                <p className="font-medium">{w.question}</p>
                <p className="text-slate-700">Your answer: {w.chosen}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.passed ? null : (
        <>
          <p className="mt-3 text-sm">You need {ASSESSMENT_PASS_PERCENTAGE}% or higher to pass. Please review the training materials and try again.</p>
          {wait > 0 && result.retryAt ? (
            <p className="mt-1 text-sm font-medium" data-testid="retry-wait">
              You can retake it from {formatIstDateTime(result.retryAt)} (in {wait} minute{wait === 1 ? '' : 's'}).
            </p>
          ) : null}
          <Button className="mt-3" onClick={onRetake} disabled={wait > 0 || pending}>
            {pending ? 'Starting…' : 'Retake Assessment'}
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
