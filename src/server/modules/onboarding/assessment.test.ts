import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { ASSESSMENT_RETRY_COOLDOWN_MINUTES, type AssessmentDraw } from '../../../shared/schemas/onboarding';
import { assessmentAttempts } from '../../db/schema';
import { SEED_ASSESSMENT_QUESTIONS } from '../../db/seed-data/onboarding';
import { approveIdentity } from './service';
import { filmWatched, insertIdentityPhoto } from '../../../../tests/server/persona-matrix-fixtures';
import { TRAINING_VIDEO } from '../../../shared/catalog/training-video';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const KEY = new Map(SEED_ASSESSMENT_QUESTIONS.map((q) => [q.id, q]));

const submit = (who: string, payload: object) => t.as(who)({ method: 'POST', url: '/api/assessment/submit', payload });
const drawFor = (who: string, providerId = who) => t.as(who)({ method: 'POST', url: '/api/assessment/draw', payload: { providerId } });
const draw = async (who: string): Promise<AssessmentDraw> => {
  const res = await drawFor(who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** Answers to a draw, as shown, with the first `right` of them correct. */
const answersTo = (d: AssessmentDraw, right: number) =>
  d.questions.map((q, i) => {
    const entry = KEY.get(q.id)!;
    const shown = q.options.indexOf(entry.options[entry.answerIndex]!);
    return { questionId: q.id, optionIndex: i < right ? shown : (shown + 1) % q.options.length };
  });
/** Draws, answers `right` of 8 correctly and submits. */
const attempt = async (who: string, right: number, timeSpent = 300) => {
  const d = await draw(who);
  return submit(who, { providerId: who, drawToken: d.token, answers: answersTo(d, right), timeSpent });
};
/** Moves the provider's attempts back past the cooldown. */
const waitOutCooldown = (who: string) =>
  t.app.db
    .update(assessmentAttempts)
    .set({ createdAt: new Date(Date.now() - (ASSESSMENT_RETRY_COOLDOWN_MINUTES + 1) * 60_000) })
    .where(eq(assessmentAttempts.providerId, who));
const train = (who: string, id: string, trainingType: unknown) =>
  t.as(who)({ method: 'POST', url: `/api/provider/${id}/complete-training`, payload: { trainingType } });
const statusOf = async (id: string) => (await t.as(id)({ method: 'GET', url: `/api/provider/${id}/verification-status` })).json();
const attemptsOf = async (id: string) => t.app.db.select().from(assessmentAttempts).where(eq(assessmentAttempts.providerId, id));

describe('training modules and questions', () => {
  it('lists training modules in order', async () => {
    const res = await t.as('provider-3')({ method: 'GET', url: '/api/training/modules' });
    expect(res.statusCode).toBe(200);
    const modules = res.json();
    expect(modules.map((m: { id: string }) => m.id)).toEqual([
      'tm-video-foam-wash',
      'tm-video-water-saving',
      'tm-video-oil-change',
      'tm-etiquette-arrival',
      'tm-etiquette-property',
    ]);
    expect(modules[0]).toMatchObject({ type: 'video', duration: 12 });
  });

  it('serves the whole bank without any answer', async () => {
    const res = await t.as('provider-3')({ method: 'GET', url: '/api/assessment/questions' });
    expect(res.statusCode).toBe(200);
    const questions = res.json();
    expect(questions.length).toBeGreaterThanOrEqual(16);
    for (const q of questions) expect(Object.keys(q).sort()).toEqual(['id', 'options', 'question']);
    expect(res.body).not.toMatch(/answer/i);
    expect(questions[0]).toEqual({ id: 'q01', question: SEED_ASSESSMENT_QUESTIONS[0].question, options: SEED_ASSESSMENT_QUESTIONS[0].options });
  });

  it('has its correct answers spread over the option positions', () => {
    const counts = [0, 0, 0, 0];
    for (const q of SEED_ASSESSMENT_QUESTIONS) counts[q.answerIndex]! += 1;
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  });
});

describe('grading', () => {
  it('draws 8 questions with their options shuffled, and the answer positions vary from draw to draw', async () => {
    const positions = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const d = await draw('provider-1');
      expect(d.questions).toHaveLength(8);
      expect(new Set(d.questions.map((q) => q.id)).size).toBe(8);
      expect(JSON.stringify(d)).not.toMatch(/answer/i);
      for (const q of d.questions) {
        const entry = KEY.get(q.id)!;
        expect([...q.options].sort()).toEqual([...entry.options].sort());
        positions.add(q.options.indexOf(entry.options[entry.answerIndex]!));
      }
    }
    // The right answer turns up in every position: always choosing one position no longer passes.
    expect(positions).toEqual(new Set([0, 1, 2, 3]));
  });

  it('passes all correct answers at 100 and stores the attempt', async () => {
    const res = await attempt('provider-1', 8);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ passed: true, percentage: 100, correct: 8, questions: 8, wrong: [], retryAt: null });
    expect(await attemptsOf('provider-1')).toMatchObject([{ correct: 8, questions: 8, percentage: 100, passed: true, timeSpent: 300 }]);
  });

  it('fails 6 of 8 at 75 naming the wrong answers, then waits out the cooldown; 7 of 8 passes at 88', async () => {
    const d = await draw('provider-1');
    const answers = answersTo(d, 6);
    const six = await submit('provider-1', { providerId: 'provider-1', drawToken: d.token, answers, timeSpent: 200 });
    const result = six.json();
    expect(result).toMatchObject({ passed: false, percentage: 75, correct: 6, questions: 8 });
    expect(result.wrong).toEqual(
      d.questions.slice(6).map((q, i) => ({ questionId: q.id, question: q.question, chosen: q.options[answers[6 + i]!.optionIndex] })),
    );
    const retryAt = Date.parse(result.retryAt);
    expect(retryAt - Date.now()).toBeGreaterThan((ASSESSMENT_RETRY_COOLDOWN_MINUTES - 1) * 60_000);
    expect((await statusOf('provider-1')).assessmentPassed).toBe(true);

    // Within the cooldown neither a new draw nor a held one is taken.
    const early = await drawFor('provider-1');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^You can retake the assessment from /);
    const held = await submit('provider-1', { providerId: 'provider-1', drawToken: d.token, answers: answersTo(d, 8), timeSpent: 10 });
    expect(held.statusCode).toBe(409);

    await waitOutCooldown('provider-1');
    const seven = await attempt('provider-1', 7, 200);
    expect(seven.json()).toMatchObject({ passed: true, percentage: 88, correct: 7, questions: 8, retryAt: null });
    expect(seven.json().wrong).toHaveLength(1);
  });

  it('refuses wrong counts, foreign or repeated questions, impossible options and forged draws, storing nothing', async () => {
    const before = (await attemptsOf('provider-1')).length;
    const d = await draw('provider-1');
    const right = answersTo(d, 8);
    const send = (list: object[], drawToken = d.token) => submit('provider-1', { providerId: 'provider-1', drawToken, answers: list, timeSpent: 10 });

    const seven = await send(right.slice(0, 7));
    expect(seven.statusCode).toBe(400);
    expect(seven.json().message).toBe('Answer exactly 8 questions (got 7)');
    const outside = SEED_ASSESSMENT_QUESTIONS.find((q) => !d.questions.some((s) => s.id === q.id))!;
    const foreign = await send([...right.slice(0, 7), { questionId: outside.id, optionIndex: 0 }]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(`Question '${outside.id}' is not in this assessment`);
    const repeated = await send([...right.slice(0, 7), right[0]]);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().message).toMatch(/answered once/);
    const option = await send([...right.slice(0, 7), { questionId: right[7]!.questionId, optionIndex: 9 }]);
    expect(option.statusCode).toBe(400);
    expect((await send([])).statusCode).toBe(400);
    const noTime = await submit('provider-1', { providerId: 'provider-1', drawToken: d.token, answers: right });
    expect(noTime.statusCode).toBe(400);
    const noDraw = await submit('provider-1', { providerId: 'provider-1', answers: right, timeSpent: 10 });
    expect(noDraw.statusCode).toBe(400);
    // A draw edited on the device (here: another option order) fails its signature.
    const [payload, signature] = [d.token.slice(0, d.token.lastIndexOf('.')), d.token.slice(d.token.lastIndexOf('.'))];
    const edited = JSON.parse(Buffer.from(payload, 'base64url').toString());
    edited.q[0][1].reverse();
    const forged = await send(right, Buffer.from(JSON.stringify(edited)).toString('base64url') + signature);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/not handed out to you/);
    // Someone else's draw is not yours.
    const theirs = await draw('provider-2');
    const swapped = await send(answersTo(theirs, 8), theirs.token);
    expect(swapped.statusCode).toBe(400);
    expect((await attemptsOf('provider-1')).length).toBe(before);
  });

  it('refuses drawing or submitting for someone else', async () => {
    const d = await draw('provider-1');
    for (const who of ['provider-2', 'admin-1', 'customer-1']) {
      expect((await drawFor(who, 'provider-1')).statusCode).toBe(403);
      const res = await submit(who, { providerId: 'provider-1', drawToken: d.token, answers: answersTo(d, 8), timeSpent: 10 });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('provider-3 onboarding from scratch', () => {
  it('blocks the assessment before identity and before the trainings', async () => {
    const early = await drawFor('provider-3');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Complete identity verification and training modules first');
    await insertIdentityPhoto(t.app, 'assessment-passport-front', 'provider-3');
    const submitted = await t.as('provider-3')({
      method: 'POST',
      url: '/api/provider/provider-3/identity-verification',
      payload: { documentType: 'passport', documentNumber: 'M7654321' },
    });
    expect(submitted.statusCode).toBe(201);
    expect(await t.app.db.transaction((tx) => approveIdentity(tx, 'provider-3'))).toBe(true);
    const untrained = await drawFor('provider-3');
    expect(untrained.statusCode).toBe(409);
    expect(await attemptsOf('provider-3')).toHaveLength(0);
  });

  it('records trainings for the provider only', async () => {
    expect((await train('provider-1', 'provider-3', 'video')).statusCode).toBe(403);
    expect((await train('admin-1', 'provider-3', 'video')).statusCode).toBe(403);
    const bad = await train('provider-3', 'provider-3', 'yoga');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Training type must be video or etiquette/);
    expect((await train('admin-1', 'nobody', 'video')).statusCode).toBe(403);
    expect((await statusOf('provider-3')).videoTrainingCompleted).toBe(false);

    await filmWatched(t.app.db, 'provider-3', TRAINING_VIDEO.durationSeconds);
    const video = await train('provider-3', 'provider-3', 'video');
    expect(video.statusCode).toBe(200);
    expect(video.json()).toMatchObject({ identityVerified: true, videoTrainingCompleted: true, etiquetteTrainingCompleted: false });
    const halfway = await drawFor('provider-3');
    expect(halfway.statusCode).toBe(409);
    const etiquette = await train('provider-3', 'provider-3', 'etiquette');
    expect(etiquette.json()).toMatchObject({ etiquetteTrainingCompleted: true, assessmentPassed: false, canActivateProfile: false });
  });

  it('fails at 75, passes at 100, and the profile becomes active', async () => {
    const fail = await attempt('provider-3', 6, 400);
    expect(fail.json()).toMatchObject({ passed: false, percentage: 75, correct: 6, questions: 8 });
    expect((await statusOf('provider-3')).assessmentPassed).toBe(false);

    await waitOutCooldown('provider-3');
    const pass = await attempt('provider-3', 8, 380);
    expect(pass.json()).toMatchObject({ passed: true, percentage: 100, correct: 8, questions: 8, wrong: [] });
    expect(await statusOf('provider-3')).toMatchObject({ assessmentPassed: true, canActivateProfile: true });
    expect(await attemptsOf('provider-3')).toHaveLength(2);

    const active = (await t.as('customer-1')({ method: 'GET', url: '/api/provider-profile/active' })).json();
    expect(active.map((p: { userId: string }) => p.userId)).toContain('provider-3');
    const hours = (await t.as('customer-1')({ method: 'GET', url: '/api/provider-availability' })).json();
    expect(hours.some((r: { providerId: string }) => r.providerId === 'provider-3')).toBe(true);
  });
});
